import { useQueryClient } from "@tanstack/react-query"
import { LockKeyhole } from "lucide-react"
import { type FormEvent, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { isApiError } from "../../../api/api-error"
import { currentStaffQuery, signIn } from "../../../api/staff/auth"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { StaffBrand } from "../shared/StaffBrand"
import { pathAfterSignIn } from "../shared/sign-in-path"
import "../shared/staff.css"

const failureMessage = (error: unknown): string =>
  isApiError(error) && error.kind === "refused"
    ? error.message
    : "Could not reach the server. Check the connection and try again."

/** Staff sign-in. The server checks the password and sets an httpOnly session cookie. */
export default function LoginScreen() {
  const venue = useVenue()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [showMissing, setShowMissing] = useState(false)
  const missing = {
    username: username.trim() === "" ? "Username is required" : undefined,
    password: password === "" ? "Password is required" : undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (missing.username || missing.password) {
      setShowMissing(true)
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      const user = await signIn(username, password)
      queryClient.setQueryData(currentStaffQuery.queryKey, user)
      navigate(pathAfterSignIn(searchParams.get("next")), { replace: true })
    } catch (error) {
      setFailure(failureMessage(error))
      // The server's reason stands alone: the password it cleared is not a second, "missing" error.
      setShowMissing(false)
      setPassword("")
      setBusy(false)
    }
  }

  return (
    <>
      <title>{`Staff sign-in · ${venue.name}`}</title>
      <header className="staff-header">
        <div className="staff-header__bar">
          <StaffBrand />
        </div>
      </header>
      <main id="main" className="page staff-login">
        <section className="card staff-login__card" aria-labelledby="staff-login-title">
          <h1 id="staff-login-title" className="card__title">
            <LockKeyhole aria-hidden size={24} />
            Staff Sign In
          </h1>
          <p className="staff-login__intro">
            Sign in to see orders, edit the menu and track golf-cart deliveries.
          </p>
          <form className="staff-login__form" onSubmit={submit} noValidate>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={showMissing ? missing.username : undefined}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={showMissing ? missing.password : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {failure && <InlineAlert title="Sign-in failed">{failure}</InlineAlert>}
            <Button type="submit" disabled={busy}>
              {busy ? "Signing in..." : "Sign In"}
            </Button>
          </form>
        </section>
      </main>
    </>
  )
}
