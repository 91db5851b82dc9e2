import * as Schema from "effect/Schema"

/**
 * An order's id (orders.id): a number on the wire, but not any number, so that a member number,
 * a menu item's id or a count cannot be passed where an order's id goes.
 */
export const OrderId = Schema.Int.pipe(Schema.brand("OrderId"))
export type OrderId = typeof OrderId.Type

/** A club member's number (club_members.member_number, orders.house_account): a string on the wire, not any string. */
export const MemberNumber = Schema.String.pipe(Schema.brand("MemberNumber"))
export type MemberNumber = typeof MemberNumber.Type
