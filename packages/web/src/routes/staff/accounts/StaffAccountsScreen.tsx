import { useQuery } from "@tanstack/react-query"
import { useId } from "react"
import { recentAuditQuery, staffAccountsQuery } from "../../../api/staff/accounts"
import { currentStaffQuery } from "../../../api/staff/auth"
import { PageLoading } from "../../../components/PageLoading"
import { AuditList } from "../shared/AuditList"
import { LoadError } from "../shared/ListMessage"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { AccountsTable } from "./AccountsTable"
import { AddAccountForm } from "./AddAccountForm"
import "./staff-accounts.css"

/** The audit log's latest entries: who changed what, across orders, menu, kitchen and accounts. */
function RecentChanges() {
  const id = useId()
  const audit = useQuery(recentAuditQuery)
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Recent changes
      </h2>
      {audit.isPending ? (
        <p>Loading the audit log...</p>
      ) : audit.isError ? (
        <LoadError title="Could not load the audit log" onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <AuditList entries={audit.data} withDate />
      )}
    </section>
  )
}

/** Admins: who works here, in which role, and what staff changed recently. */
export default function StaffAccountsScreen() {
  const accounts = useQuery(staffAccountsQuery)
  const me = useQuery(currentStaffQuery)
  return (
    <div className="staff-accounts">
      <StaffPageHeader title="Staff Accounts" />
      {accounts.isPending ? (
        <PageLoading label="Loading staff accounts..." />
      ) : accounts.isError ? (
        <LoadError title="Could not load staff accounts" onRetry={() => void accounts.refetch()} />
      ) : (
        <AccountsTable accounts={accounts.data} you={me.data?.username ?? ""} />
      )}
      <AddAccountForm />
      <RecentChanges />
    </div>
  )
}
