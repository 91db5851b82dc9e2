import type { StaffRole } from "@grill/core"
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"
import { ORDER_LISTS_KEY } from "./orders"

/** Staff accounts (admins only). */
export const staffAccountsQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "accounts"],
  queryFn: ({ signal }) =>
    callApi((client) => client.staffUsers.list(), signal).then((response) => response.users)
})

export const addStaffAccount = (account: {
  readonly username: string
  readonly password: string
  readonly role: StaffRole
  /** The outlets it works at; absent: every outlet. */
  readonly outlets?: ReadonlyArray<string>
}) => callApi((client) => client.staffUsers.create({ payload: account })).then((response) => response.user)

export const changeStaffAccount = (
  username: string,
  change: {
    readonly role?: StaffRole
    readonly disabled?: boolean
    readonly password?: string
    /** null: every outlet. */
    readonly outlets?: ReadonlyArray<string> | null
  }
) =>
  callApi((client) => client.staffUsers.update({ path: { username }, payload: change })).then(
    (response) => response.user
  )

export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  callApi((client) => client.auth.changePassword({ payload: { currentPassword, newPassword } }))

/** The whole audit log, newest first (admins only). */
export const recentAuditQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "audit"],
  queryFn: ({ signal }) =>
    callApi((client) => client.audit.recent({ urlParams: { limit: 50 } }), signal).then(
      (response) => response.entries
    )
})

/** One order's history; under the order lists' key, so an order event refreshes it with them. */
export const orderAuditQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDER_LISTS_KEY, "audit", orderId],
    queryFn: ({ signal }) =>
      callApi((client) => client.audit.order({ path: { id: orderId } }), signal).then(
        (response) => response.entries
      )
  })
