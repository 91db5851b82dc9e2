import { formatPhoneForLookup, loyaltyPhoneCheck, PHONE_LOOKUP_MAX_LENGTH, phoneDigits } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useMutation } from "@tanstack/react-query"
import { ArrowLeft, Award } from "lucide-react"
import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { isApiError } from "../../api/api-error"
import { findOrCreateLoyaltyUser } from "../../api/loyalty"
import { Button } from "../../components/Button"
import { TextField } from "../../components/TextField"
import { showToast } from "../../components/toast-store"
import { PhoneCodeStep } from "./PhoneCodeStep"

const signInFailureToast = (error: unknown) =>
  isApiError(error) && error.kind === "network"
    ? { title: "Connection Error", description: "Could not connect to loyalty service. Please try again." }
    : { title: "Error", description: "Could not find or create user account." }

/** Phone (and, for a new account, a name): the loyalty programme has no password. */
export function LoyaltySignIn({ onSignedIn }: { readonly onSignedIn: (user: LoyaltyUser) => void }) {
  const [phone, setPhone] = useState("")
  const [name, setName] = useState("")
  /** Set when the phone is a member this browser holds no credential for: the code step shows. */
  const [codeFor, setCodeFor] = useState<string | null>(null)
  const signIn = useMutation({
    mutationFn: () =>
      findOrCreateLoyaltyUser(phoneDigits(phone), name.trim() === "" ? undefined : name.trim())
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const refused = loyaltyPhoneCheck(phone)
    if (refused) {
      showToast({ ...refused, variant: "destructive" })
      return
    }
    signIn.mutate(undefined, {
      onSuccess: (response) =>
        response.user.proven ? onSignedIn(response.user) : setCodeFor(phoneDigits(phone)),
      onError: (error) => showToast({ ...signInFailureToast(error), variant: "destructive" })
    })
  }

  if (codeFor !== null)
    return <PhoneCodeStep phone={codeFor} onConfirmed={onSignedIn} onCancel={() => setCodeFor(null)} />

  return (
    <section className="card loyalty-sign-in" aria-labelledby="loyalty-sign-in-title">
      <h1 id="loyalty-sign-in-title" className="card__title">
        <Award aria-hidden size={26} /> Loyalty Rewards
      </h1>
      <p className="loyalty__intro">Enter your phone number to see your points and rewards.</p>
      <form className="loyalty-sign-in__form" onSubmit={submit} noValidate>
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          placeholder="(555) 123-4567"
          maxLength={PHONE_LOOKUP_MAX_LENGTH}
          value={phone}
          onChange={(event) => setPhone(formatPhoneForLookup(event.target.value))}
        />
        <TextField
          label="Name (Optional)"
          autoComplete="name"
          hint="Name is only needed when creating a new account"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="loyalty-sign-in__actions">
          <Link to="/" className="button button--ghost">
            <ArrowLeft aria-hidden size={18} />
            Back
          </Link>
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Loading..." : "View Rewards"}
          </Button>
        </div>
      </form>
    </section>
  )
}
