import { STAFF_ROLE_DESCRIPTIONS, staffPasswordProblem } from "@grill/core"
import { useMutation, useQuery } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { changeOwnPassword } from "../../../api/staff/accounts"
import { currentStaffQuery } from "../../../api/staff/auth"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { StaffPageHeader } from "../shared/StaffPageHeader"

interface FieldErrors {
  readonly current?: string | undefined
  readonly next?: string | undefined
  readonly repeated?: string | undefined
}

/** Your own password: the current one, then the new one twice. Other sessions of yours end. */
function ChangePasswordForm() {
  const id = useId()
  const [current, setCurrent] = useState("")
  const [next, setNext] = useState("")
  const [repeated, setRepeated] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const change = useMutation({
    mutationFn: () => changeOwnPassword(current, next),
    onSuccess: () => {
      setCurrent("")
      setNext("")
      setRepeated("")
    }
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change.reset()
    const found: FieldErrors = {
      current: current === "" ? "Please enter your current password" : undefined,
      next: staffPasswordProblem(next),
      repeated: repeated !== next ? "The two new passwords do not match" : undefined
    }
    setErrors(found)
    if (Object.values(found).every((error) => error === undefined)) change.mutate()
  }
  return (
    <section className="card own-account__password" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Change your password
      </h2>
      {change.error && <InlineAlert title="Password not changed">{change.error.message}</InlineAlert>}
      <form onSubmit={submit} noValidate className="own-account__form">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={next}
          error={errors.next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={repeated}
          error={errors.repeated}
          onChange={(event) => setRepeated(event.target.value)}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
      <p role="status">{change.isSuccess ? "Password changed. Your other sessions are signed out." : ""}</p>
    </section>
  )
}

/** Who you are signed in as, what your role may do, and your password. */
export default function OwnAccountScreen() {
  const me = useQuery(currentStaffQuery)
  return (
    <div className="own-account">
      <StaffPageHeader title="Your Account" />
      {me.data && (
        <p>
          Signed in as <strong>{me.data.username}</strong>, role <strong>{me.data.role}</strong>:{" "}
          {STAFF_ROLE_DESCRIPTIONS[me.data.role].toLowerCase()}.
        </p>
      )}
      <ChangePasswordForm />
    </div>
  )
}
