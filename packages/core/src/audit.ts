/**
 * The audit log's vocabulary: what staff actions are recorded and how every client words them.
 * Plain data, no Effect.
 */
export const AUDIT_ACTIONS = [
  "order.status",
  "order.accepted",
  "order.rejected",
  "order.entered",
  "menu.created",
  "menu.updated",
  "menu.deleted",
  "menu.counted",
  "loyalty.redeemed",
  "loyalty.codeUsed",
  "reward.created",
  "reward.updated",
  "kitchen.paused",
  "kitchen.resumed",
  "kitchen.quoted",
  "kitchen.capacity",
  "staff.created",
  "staff.updated",
  "staff.password",
  "payment.refunded",
  "payment.short",
  "members.imported",
  "member.updated",
  "charge.posted",
  "charge.reversed",
  "charges.closed",
  "printer.added",
  "printer.edited",
  "printer.removed",
  "order.reprinted",
  "outlet.added",
  "outlet.edited",
  "outlet.retired"
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

const LABELS: Readonly<Record<AuditAction, string>> = {
  "order.status": "Status changed",
  "order.accepted": "Order accepted",
  "order.rejected": "Order rejected",
  "order.entered": "Order entered by staff",
  "menu.created": "Menu item added",
  "menu.updated": "Menu item changed",
  "menu.deleted": "Menu item deleted",
  "menu.counted": "Item count set",
  "loyalty.redeemed": "Reward redeemed at the counter",
  "loyalty.codeUsed": "Reward code used at the counter",
  "reward.created": "Reward added",
  "reward.updated": "Reward changed",
  "kitchen.paused": "Ordering paused",
  "kitchen.resumed": "Ordering resumed",
  "kitchen.quoted": "Quoted time changed",
  "kitchen.capacity": "Orders per quarter hour changed",
  "staff.created": "Staff account added",
  "staff.updated": "Staff account changed",
  "staff.password": "Password changed",
  "payment.refunded": "Card refunded",
  "payment.short": "Card authorised for less than the order",
  "members.imported": "Members imported",
  "member.updated": "Member changed",
  "charge.posted": "Charged to member account",
  "charge.reversed": "Member charge reversed",
  "charges.closed": "Statement batch closed",
  "printer.added": "Kitchen printer added",
  "printer.edited": "Kitchen printer changed",
  "printer.removed": "Kitchen printer removed",
  "order.reprinted": "Kitchen tickets reprinted",
  "outlet.added": "Outlet added",
  "outlet.edited": "Outlet changed",
  "outlet.retired": "Outlet retired"
}

export const auditActionLabel = (action: AuditAction): string => LABELS[action]

export interface AuditFacts {
  readonly actor: string
  readonly action: AuditAction
  readonly subject: string
  readonly from: string | null
  readonly to: string | null
}

/** "admin: Status changed, Order 1234: Received → Preparing", the same on the web and in the CLI. */
export const describeAuditEntry = (entry: AuditFacts): string => {
  const change =
    entry.from !== null && entry.to !== null
      ? `: ${entry.from} → ${entry.to}`
      : entry.to !== null
        ? `: ${entry.to}`
        : entry.from !== null
          ? ` (was ${entry.from})`
          : ""
  return `${entry.actor}: ${auditActionLabel(entry.action)}, ${entry.subject}${change}`
}
