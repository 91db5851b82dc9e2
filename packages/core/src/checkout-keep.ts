/**
 * What of a customer's checkout survives the page reloading mid-checkout (a phone reloads a tab
 * left in the background): the order type and what they typed (name, phone, email, notes, the
 * delivery address). The cart keeps itself (cart.ts). A member lookup, a reward, an address check,
 * a golf cart and the order attempt are asked for again. Plain data, no Effect.
 */
import type { CheckoutEvent, CheckoutState, DeliveryAddressForm, GolfCartRef } from "./checkout-state.js"
import { ORDER_TYPES } from "./order-type.js"

const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "specialInstructions",
  "allergyNote"
] as const
const ADDRESS_FIELDS = ["address", "city", "state", "zipCode"] as const

/** Longest text kept per field: the form's own limits are far below it. */
const MOST_KEPT = 500

const typedSomething = (state: CheckoutState<GolfCartRef>): boolean =>
  CONTACT_FIELDS.some((field) => state.contact[field].trim() !== "") || state.address.address.trim() !== ""

/**
 * The checkout to keep, as stored text; undefined when nothing was typed yet (or any more: a
 * placed order clears its details), so the stored copy goes with the order.
 */
export const encodeKeptCheckout = (state: CheckoutState<GolfCartRef>): string | undefined =>
  typedSomething(state)
    ? JSON.stringify({ orderType: state.orderType, contact: state.contact, address: state.address })
    : undefined

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const keptText = (value: unknown): value is string => typeof value === "string" && value.length <= MOST_KEPT

/**
 * The kept checkout as the events that bring a fresh one back to it, so the checkout's own rules
 * apply to it as to typing. Unreadable or foreign stored text, field by field, is left out.
 */
export const keptCheckoutEvents = <GolfCart extends GolfCartRef>(
  text: string | null | undefined
): ReadonlyArray<CheckoutEvent<GolfCart>> => {
  if (text === null || text === undefined) return []
  let kept: unknown
  try {
    kept = JSON.parse(text)
  } catch {
    return []
  }
  if (!isRecord(kept)) return []
  const events: Array<CheckoutEvent<GolfCart>> = []
  const orderType = ORDER_TYPES.find((type) => type === kept.orderType)
  if (orderType !== undefined) events.push({ type: "orderTypeChosen", orderType })
  const contact = isRecord(kept.contact) ? kept.contact : {}
  for (const field of CONTACT_FIELDS) {
    const value = contact[field]
    if (keptText(value) && value !== "") events.push({ type: "contactEdited", field, value })
  }
  const address = isRecord(kept.address) ? kept.address : {}
  const change: Partial<Record<keyof DeliveryAddressForm, string>> = {}
  for (const field of ADDRESS_FIELDS) {
    const value = address[field]
    if (keptText(value)) change[field] = value
  }
  if (Object.keys(change).length > 0) events.push({ type: "addressEdited", change })
  return events
}
