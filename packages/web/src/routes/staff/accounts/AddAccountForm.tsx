import {
  STAFF_ROLE_DESCRIPTIONS,
  type StaffRole,
  staffPasswordProblem,
  staffUsernameProblem
} from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { addStaffAccount, recentAuditQuery, staffAccountsQuery } from "../../../api/staff/accounts"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { type AccountOutlets, OutletsField, outletsProblem, useChoosableOutlets } from "./OutletsField"
import { RoleSelect } from "./RoleSelect"

interface FieldErrors {
  readonly username?: string | undefined
  readonly password?: string | undefined
  readonly outlets?: string | undefined
}

/** A new staff account: name, role and a first password the person can change after signing in. */
export function AddAccountForm() {
  const id = useId()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [role, setRole] = useState<StaffRole>("kitchen")
  const [outlets, setOutlets] = useState<AccountOutlets>(null)
  const { choosable } = useChoosableOutlets()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [added, setAdded] = useState<string>()
  const add = useMutation({
    mutationFn: () =>
      addStaffAccount({
        username: username.trim().toLowerCase(),
        password,
        role,
        ...(outlets === null ? {} : { outlets })
      }),
    onSuccess: (account) => {
      setAdded(`Added ${account.username} (${account.role}). They can sign in now.`)
      setUsername("")
      setPassword("")
      setOutlets(null)
      void queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey })
      void queryClient.invalidateQueries({ queryKey: recentAuditQuery.queryKey })
    }
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAdded(undefined)
    const found = {
      username: staffUsernameProblem(username.trim().toLowerCase()),
      password: staffPasswordProblem(password),
      outlets: outletsProblem(outlets)
    }
    setErrors(found)
    if (Object.values(found).every((problem) => problem === undefined)) add.mutate()
  }

  return (
    <section className="card staff-accounts__add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Add a staff account
      </h2>
      {add.error && <InlineAlert title="Could not add the account">{add.error.message}</InlineAlert>}
      <form className="staff-accounts__form" onSubmit={submit} noValidate>
        <TextField
          label="Username"
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          error={errors.username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <RoleSelect label="Role" value={role} onChange={setRole} hint={STAFF_ROLE_DESCRIPTIONS[role]} />
        {choosable.length > 0 && (
          <OutletsField
            legend="Works at"
            outlets={choosable}
            value={outlets}
            error={errors.outlets}
            onChange={setOutlets}
          />
        )}
        <TextField
          label="First password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint="At least 8 characters; they can change it after signing in."
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add account"}
        </Button>
      </form>
      <p role="status" className="staff-accounts__status">
        {added}
      </p>
    </section>
  )
}
