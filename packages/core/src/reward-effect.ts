import { Cents, formatMoney } from "./money.js"

/*
 * What a reward code does to an order (issue 14), as plain data: the checkout on a phone prices
 * with it, so it stays free of Schema like cart.ts and pricing.ts.
 */

/** The menu item a free-item reward gives, with its price on the menu now. */
export interface FreeItem {
  readonly id: number
  readonly name: string
  readonly price: Cents
}

/**
 * A reward's effect on an order: money off (in cents), or one unit of a menu item free. A reward
 * with neither (a cap from the pro shop) is honoured at the counter, never at checkout.
 */
export type RewardEffect =
  | { readonly kind: "discount"; readonly amount: Cents }
  | { readonly kind: "freeItem"; readonly item: FreeItem }

/** A redemption code the customer holds and what it does: offered at checkout, or checked when typed. */
export interface RewardCodeOffer {
  readonly code: string
  readonly rewardName: string
  readonly effect: RewardEffect | null
}

/** An order line as far as a reward is concerned: which menu item, at what unit price. */
export interface RewardableLine {
  readonly itemId?: number | undefined
  readonly unitPrice: Cents
  readonly quantity: number
}

/** "$5.00 off" / "Free Fountain Soda": the effect as the confirmation, ticket and CLI word it. */
export const describeRewardEffect = (effect: RewardEffect | null): string => {
  if (effect === null) return "Show this code to staff"
  return effect.kind === "discount" ? `${formatMoney(effect.amount)} off` : `Free ${effect.item.name}`
}

/**
 * The line a free-item reward takes its unit from, if the order has that item: the cheapest such
 * line, so the choice does not depend on the order of the lines.
 */
export const freeItemLine = <Line extends RewardableLine>(
  lines: ReadonlyArray<Line>,
  item: FreeItem
): Line | undefined =>
  lines
    .filter((line) => line.itemId === item.id && line.quantity > 0)
    .reduce<Line | undefined>(
      (cheapest, line) => (cheapest === undefined || line.unitPrice < cheapest.unitPrice ? line : cheapest),
      undefined
    )

/**
 * Why the code cannot go on this order, in the customer's words; undefined when it can. A free
 * item must be in the cart (the customer adds it, so the kitchen sees it on the ticket like any
 * line); a reward without an effect is shown to staff instead.
 */
export const rewardRefusal = (
  effect: RewardEffect | null,
  lines: ReadonlyArray<RewardableLine>
): string | undefined => {
  if (effect === null) return "This reward isn't taken off an order: show the code to staff"
  if (effect.kind === "freeItem" && freeItemLine(lines, effect.item) === undefined)
    return `Add a ${effect.item.name} to use this reward`
  return undefined
}

/**
 * The value of one free unit: the reward's menu price, never more than the line charges for it
 * (a line may be cheaper than the menu when prices changed). Options added to the item later are
 * paid for; only the item itself is free.
 */
export const freeUnitValue = (lines: ReadonlyArray<RewardableLine>, item: FreeItem): Cents => {
  const line = freeItemLine(lines, item)
  return line === undefined ? Cents(0) : Cents(Math.max(0, Math.min(item.price, line.unitPrice)))
}

/** A redemption code as the server holds it: whose it is, whether it was used, whether its reward still runs. */
export interface HeldRewardCode {
  readonly ownerPhone: string
  readonly usedAt: string | null
  readonly rewardActive: boolean
}

/**
 * Why `phone` cannot use the code; undefined when it can. Someone else's code reads as an unknown
 * one: the answer must not tell a stranger that a code exists.
 */
export const rewardCodeRefusal = (held: HeldRewardCode | undefined, phone: string): string | undefined => {
  if (held === undefined || held.ownerPhone !== phone)
    return "We couldn't find that reward code for this phone number"
  if (held.usedAt !== null) return "This code has already been used"
  if (!held.rewardActive) return "This reward is no longer available"
  return undefined
}

/** What an order read carries about its reward code. */
export interface OrderReward {
  readonly rewardCode: string | null
  readonly rewardName: string | null
  readonly rewardDiscount: Cents
}

/**
 * "Reward ABCDE-FGHJK: Free Fountain Soda (-$2.50)", as the confirmation, order pages, kitchen
 * ticket and CLI show an order's code; undefined for an order without one.
 */
export const orderRewardText = (order: OrderReward): string | undefined =>
  order.rewardCode === null
    ? undefined
    : `Reward ${order.rewardCode}: ${order.rewardName ?? "reward"} (${formatMoney(Cents(-order.rewardDiscount))})`

/** A reward's effect from its editor fields and the menu: what checkout and the lists describe. */
export const rewardEffectOf = (
  reward: { readonly discountCents: number | null; readonly freeItemId: number | null },
  menu: ReadonlyArray<FreeItem>
): RewardEffect | null => {
  if (reward.discountCents !== null) return { kind: "discount", amount: Cents(reward.discountCents) }
  const item = menu.find((candidate) => candidate.id === reward.freeItemId)
  return item === undefined ? null : { kind: "freeItem", item }
}
