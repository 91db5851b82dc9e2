import { STAFF_ROLE_DESCRIPTIONS, staffPasswordProblem } from "@grill/core"
import { useMutation, useQuery } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { changeOwnPassword } from "../../../api/staff/accounts"
import { currentStaffQuery } from "../../../api/staff/auth"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { StaffPageHeader } from "../shared/StaffPageHeader"

type PasswordFieldName = "current" | "next" | "repeated"
type Passwords = Readonly<Record<PasswordFieldName, string>>
type FieldErrors = Partial<Readonly<Record<PasswordFieldName, string | undefined>>>

const NO_PASSWORDS: Passwords = { current: "", next: "", repeated: "" }

const PASSWORD_FIELDS: ReadonlyArray<{
  readonly name: PasswordFieldName
  readonly label: string
  readonly autoComplete: "current-password" | "new-password"
  readonly hint?: string
}> = [
  { name: "current", label: "Current password", autoComplete: "current-password" },
  { name: "next", label: "New password", autoComplete: "new-password", hint: "At least 8 characters." },
  { name: "repeated", label: "New password again", autoComplete: "new-password" }
]

/** Your own password: the current one, then the new one twice. Other sessions of yours end. */
function ChangePasswordForm() {
  const id = useId()
  const [passwords, setPasswords] = useState(NO_PASSWORDS)
  const [errors, setErrors] = useState<FieldErrors>({})
  const change = useMutation({
    mutationFn: () => changeOwnPassword(passwords.current, passwords.next),
    onSuccess: () => setPasswords(NO_PASSWORDS)
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change.reset()
    const found: FieldErrors = {
      current: passwords.current === "" ? "Please enter your current password" : undefined,
      next: staffPasswordProblem(passwords.next),
      repeated: passwords.repeated !== passwords.next ? "The two new passwords do not match" : undefined
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
        {PASSWORD_FIELDS.map(({ name, label, autoComplete, hint }) => (
          <TextField
            key={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            hint={hint}
            value={passwords[name]}
            error={errors[name]}
            onChange={(event) => {
              const value = event.target.value
              setPasswords((typed) => ({ ...typed, [name]: value }))
            }}
          />
        ))}
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
