/**
 * Alcohol on an order (issue 41): how many drinks it holds, what the venue's settings refuse, and
 * the words every handoff shows. Plain data, no Effect: the ticket, the runner's screens and the
 * customer's order page read them alike.
 */
import type { OrderType } from "./order-type-schema.js"

/** What the runner, the ticket and the customer's page say when an order holds alcohol. */
export const CHECK_ID_WORDS = "Check ID at handoff"

/** An order holding any alcoholic drink needs the runner to check the customer's ID. */
export const needsIdCheck = (order: { readonly alcoholicDrinks?: number | undefined }): boolean =>
  (order.alcoholicDrinks ?? 0) > 0

/** The alcoholic drinks in an order's lines (each unit counts). */
export const alcoholicDrinkCount = (
  lines: ReadonlyArray<{ readonly alcoholic: boolean; readonly quantity: number }>
): number => lines.reduce((sum, line) => sum + (line.alcoholic ? line.quantity : 0), 0)

/** The venue's alcohol settings. */
export interface AlcoholRules {
  /** Whether a golf-cart order may carry alcohol (some clubs' licences stop it on the course). */
  readonly alcoholInGolfCartOrders: boolean
  /** The most alcoholic drinks one order may hold; null for no cap. */
  readonly maxDrinksPerOrder: number | null
}

/** Why the order cannot be placed with its alcohol, in the customer's words; undefined when it can. */
export const alcoholRefusal = (
  order: {
    readonly orderType: OrderType
    readonly lines: ReadonlyArray<{
      readonly name: string
      readonly alcoholic: boolean
      readonly quantity: number
    }>
  },
  rules: AlcoholRules
): string | undefined => {
  const drinks = alcoholicDrinkCount(order.lines)
  if (drinks === 0) return undefined
  if (order.orderType === "golf_cart" && !rules.alcoholInGolfCartOrders) {
    const names = [...new Set(order.lines.filter((line) => line.alcoholic).map((line) => line.name))]
    return `Alcohol cannot be delivered to a golf cart. Please remove ${names.join(", ")} or choose Pickup.`
  }
  if (rules.maxDrinksPerOrder !== null && drinks > rules.maxDrinksPerOrder) {
    const cap = rules.maxDrinksPerOrder
    return `An order can hold at most ${cap} alcoholic ${cap === 1 ? "drink" : "drinks"}; this one has ${drinks}.`
  }
  return undefined
}
