import { FetchHttpClient, HttpApiClient } from "@effect/platform"
import {
  addToCart,
  type Cart,
  cartPricedLines,
  checkOptionChoice,
  emptyCart,
  newCartLineId,
  type OrderType,
  priceOrder
} from "@grill/core"
import { GrillApi, makeOrderSubmission, type Order } from "@grill/http"
import { Effect } from "effect"

export interface TestOrder {
  readonly items: ReadonlyArray<{
    readonly name: string
    readonly quantity: number
    readonly notes?: string
    /** The chosen options by name ("Medium Rare"), as the options picker gives them. */
    readonly options?: ReadonlyArray<string>
  }>
  readonly orderType?: OrderType
  readonly name?: string
  readonly phone?: string
  readonly tipPercent?: number
  readonly cartId?: string
  readonly pickupTime?: string
  /** The outlet ordered from, by slug (absent: the first); its menu is the one searched. */
  readonly outlet?: string
}

/** Places an order through the public API the way the website (and grill orders new) does. */
export const placeOrder = (url: string, order: TestOrder): Promise<Order> =>
  Effect.gen(function* () {
    const client = yield* HttpApiClient.make(GrillApi, { baseUrl: url })
    const [items, venue] = yield* Effect.all([
      client.menu.items({ urlParams: order.outlet === undefined ? {} : { outlet: order.outlet } }),
      client.venue.get()
    ])
    const cart = order.items.reduce<Cart>((lines, wanted) => {
      const item = items.find((candidate) => candidate.name === wanted.name)
      if (item === undefined) throw new Error(`no menu item named ${wanted.name}`)
      const ids = (wanted.options ?? []).map(
        (name) =>
          item.optionGroups.flatMap((group) => group.options).find((option) => option.name === name)?.id ?? 0
      )
      const choice = checkOptionChoice(item, ids)
      if (!choice.ok) throw new Error(choice.message)
      return addToCart(lines, item, wanted.quantity, wanted.notes ?? "", newCartLineId, choice.options)
    }, emptyCart)
    const orderType = order.orderType ?? "pickup"
    const tipPercent = order.tipPercent ?? 0
    const phone = order.phone ?? "5550102030"
    const member = (yield* client.users.lookup({ path: { phone } })).user
    const totals = priceOrder(
      {
        lines: cartPricedLines(cart),
        orderType,
        tipPercent,
        isMember: member !== null && member.memberSince !== null
      },
      venue
    )
    const [firstName = "", lastName = ""] = (order.name ?? "Test Customer").split(" ")
    const submission = makeOrderSubmission(
      {
        cart,
        orderType,
        contact: { firstName, lastName, phone, email: "", specialInstructions: "", allergyNote: "" },
        tipPercent,
        totals,
        deliveryAddress: { address: "12 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" },
        useSavedAddress: false,
        golfCart: order.cartId === undefined ? null : { cartId: order.cartId },
        pickupTime: order.pickupTime ?? null,
        userId: member?.id ?? null,
        rewardCode: null,
        paymentMethod: "credit_card",
        outlet: order.outlet ?? null
      },
      venue
    )
    return (yield* client.orders.place({ payload: submission, headers: {} })).order
  }).pipe(Effect.provide(FetchHttpClient.layer), Effect.runPromise)
