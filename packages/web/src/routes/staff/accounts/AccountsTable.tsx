import { staffPasswordProblem } from "@grill/core"
import type { StaffAccount } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { changeStaffAccount, recentAuditQuery, staffAccountsQuery } from "../../../api/staff/accounts"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { StaffTable } from "../shared/StaffTable"
import { TableRegion } from "../shared/TableRegion"
import { type AccountOutlets, OutletsField, outletsProblem, useChoosableOutlets } from "./OutletsField"
import { RoleSelect } from "./RoleSelect"

/** A new password for someone else (they are signed out everywhere), checked by core's rule first. */
function ResetPassword({ account, onDone }: { readonly account: StaffAccount; readonly onDone: () => void }) {
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string>()
  const change = useChangeAccount(account.username, onDone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = staffPasswordProblem(password)
    setError(problem)
    if (problem === undefined) change.mutate({ password })
  }
  return (
    <form className="staff-accounts__reset" onSubmit={submit} noValidate>
      <TextField
        label={`New password for ${account.username}`}
        type="password"
        autoComplete="new-password"
        value={password}
        error={error ?? change.error?.message}
        autoFocus
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="small" disabled={change.isPending}>
        Set password
      </Button>
      <Button variant="ghost" size="small" onClick={onDone}>
        Cancel
      </Button>
    </form>
  )
}

/** The outlets an account works at, changed together and saved with one button. */
function ChangeOutlets({ account, onDone }: { readonly account: StaffAccount; readonly onDone: () => void }) {
  const { choosable } = useChoosableOutlets()
  const [outlets, setOutlets] = useState<AccountOutlets>(account.outlets)
  const [error, setError] = useState<string>()
  const change = useChangeAccount(account.username, onDone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = outletsProblem(outlets)
    setError(problem)
    if (problem === undefined) change.mutate({ outlets })
  }
  return (
    <form className="staff-accounts__reset" onSubmit={submit} noValidate>
      <OutletsField
        legend={`Where ${account.username} works`}
        outlets={choosable}
        value={outlets}
        error={error}
        onChange={setOutlets}
      />
      <Button type="submit" size="small" disabled={change.isPending}>
        Save outlets
      </Button>
      <Button variant="ghost" size="small" onClick={onDone}>
        Cancel
      </Button>
    </form>
  )
}

/** Saves a change to one account, then refreshes the list and the audit log beside it. */
function useChangeAccount(username: string, onDone?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: Parameters<typeof changeStaffAccount>[1]) => changeStaffAccount(username, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey })
      void queryClient.invalidateQueries({ queryKey: recentAuditQuery.queryKey })
      onDone?.()
    }
  })
}

function AccountRow({
  account,
  isYou,
  withOutlets
}: {
  readonly account: StaffAccount
  readonly isYou: boolean
  readonly withOutlets: boolean
}) {
  const [resetting, setResetting] = useState(false)
  const [placing, setPlacing] = useState(false)
  const change = useChangeAccount(account.username)
  const { describe } = useChoosableOutlets()
  return (
    <>
      <tr>
        <th scope="row">
          {account.username}
          {isYou && <span className="staff-table__secondary"> (you)</span>}
        </th>
        <td>
          <RoleSelect
            label={`Role of ${account.username}`}
            labelHidden
            value={account.role}
            disabled={change.isPending}
            onChange={(role) => change.mutate({ role })}
          />
        </td>
        {withOutlets && (
          <td>
            <div className="staff-accounts__where">
              {describe(account.outlets)}
              <Button variant="secondary" size="small" onClick={() => setPlacing(true)} disabled={placing}>
                Change<span className="visually-hidden"> outlets of {account.username}</span>
              </Button>
            </div>
          </td>
        )}
        <td>{account.disabled ? "Disabled" : "Active"}</td>
        <td>
          <div className="staff-table__actions">
            <Button
              variant={account.disabled ? "secondary" : "danger"}
              size="small"
              disabled={change.isPending}
              onClick={() => change.mutate({ disabled: !account.disabled })}
            >
              {account.disabled ? "Enable" : "Disable"}
              <span className="visually-hidden"> {account.username}</span>
            </Button>
            <Button variant="secondary" size="small" onClick={() => setResetting(true)} disabled={resetting}>
              Reset password<span className="visually-hidden"> of {account.username}</span>
            </Button>
          </div>
        </td>
      </tr>
      {(resetting || placing || change.error) && (
        <tr>
          <td colSpan={withOutlets ? 5 : 4}>
            {change.error && (
              <InlineAlert title={`Could not change ${account.username}`}>{change.error.message}</InlineAlert>
            )}
            {placing && <ChangeOutlets account={account} onDone={() => setPlacing(false)} />}
            {resetting && <ResetPassword account={account} onDone={() => setResetting(false)} />}
          </td>
        </tr>
      )}
    </>
  )
}

/**
 * Every account with its role (changed in place), where it works when the club has several
 * outlets, whether it can sign in, and a password reset.
 */
export function AccountsTable({
  accounts,
  you
}: {
  readonly accounts: ReadonlyArray<StaffAccount>
  readonly you: string
}) {
  const withOutlets = useChoosableOutlets().choosable.length > 0
  return (
    <TableRegion label="Staff accounts">
      <StaffTable
        columns={["Username", "Role", ...(withOutlets ? ["Outlets"] : []), "Status", "Actions"]}
        className="staff-accounts__table"
      >
        {accounts.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            isYou={account.username === you}
            withOutlets={withOutlets}
          />
        ))}
      </StaffTable>
    </TableRegion>
  )
}
