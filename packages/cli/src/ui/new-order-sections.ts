import type { CheckoutEntry, OrderType, PaymentMethod } from "@grill/core"

/** The new-order screen's parts, in Tab order. */
export type TextSection =
  | "firstName"
  | "lastName"
  | "phone"
  | "email"
  | "instructions"
  | "allergies"
  | "reward"
  | "member"
  | "address"
  | "city"
  | "state"
  | "zip"
export type Section = "menu" | "lines" | "type" | TextSection | "tip" | "payment" | "when" | "cart" | "place"

/** What the sections depend on: the checkout's state answers it. */
export interface FormShape {
  readonly orderType: OrderType
  readonly entry: CheckoutEntry
  /** A member charge adds the member to pick. */
  readonly paymentMethod: PaymentMethod
  /** The chosen golf cart, if any: only then is there a turn to choose. */
  readonly golfCart: unknown
}

/**
 * The address fields show for delivery, the cart choice for golf-cart orders (once a cart is
 * chosen, when: as soon as possible or at the turn), the payment for an order staff enter (a customer's is by card),
 * and with a member charge the member to charge.
 */
export const sectionsFor = ({
  orderType,
  entry,
  paymentMethod,
  golfCart
}: FormShape): ReadonlyArray<Section> => [
  "menu",
  "lines",
  "type",
  "firstName",
  "lastName",
  "phone",
  "email",
  "instructions",
  "allergies",
  "reward",
  "tip",
  ...(entry === "staff" ? (["payment"] as const) : []),
  ...(entry === "staff" && paymentMethod === "member_charge" ? (["member"] as const) : []),
  ...(orderType === "golf_cart" ? [] : (["when"] as const)),
  ...(orderType === "delivery" ? (["address", "city", "state", "zip"] as const) : []),
  ...(orderType === "golf_cart"
    ? golfCart === null
      ? (["cart"] as const)
      : (["cart", "when"] as const)
    : []),
  "place"
]

/** The section `step` Tabs away from `from` (negative: Shift+Tab), wrapping around. */
export const moveFocus = (form: FormShape, from: Section, step: number): Section => {
  const sections = sectionsFor(form)
  const index = sections.indexOf(from)
  return sections[(index + step + sections.length) % sections.length] ?? "menu"
}

const HINTS: Record<
  "menu" | "lines" | "choice" | "text" | "place",
  ReadonlyArray<readonly [string, string]>
> = {
  menu: [
    ["←→", "category"],
    ["↑↓", "item"],
    ["enter", "add one"],
    ["n", "add with a note"]
  ],
  lines: [
    ["↑↓", "line"],
    ["+ -", "quantity"],
    ["x", "remove"],
    ["n", "note"]
  ],
  choice: [["←→", "choose"]],
  text: [["enter", "next field"]],
  place: [["enter", "place the order"]]
}

/** The key hints for the focused section. */
export const hintsFor = (section: Section): ReadonlyArray<readonly [string, string]> =>
  section === "menu" || section === "lines" || section === "place"
    ? HINTS[section]
    : section === "type" ||
        section === "tip" ||
        section === "payment" ||
        section === "when" ||
        section === "cart"
      ? HINTS.choice
      : HINTS.text
