import {
  type CheckoutEntry,
  chargeBlock,
  type MenuCategory,
  MenuItem,
  type RewardCodeOffer,
  type VenueConfig
} from "@grill/core"
import type { AddressCheck, DeliveryAddress, LoyaltyUser, Order, OrderSubmission } from "@grill/http"
import { Effect } from "effect"
import type { Server } from "../api/server.js"
import { callGrill } from "./source.js"

export interface OrderSetup {
  readonly items: ReadonlyArray<MenuItem>
  readonly categories: ReadonlyArray<MenuCategory>
  readonly venue: VenueConfig
  readonly cartIds: ReadonlyArray<string>
  /** The times an order may be scheduled for now (ISO), soonest first. */
  readonly pickupSlots: ReadonlyArray<string>
}

/** A member the counter may charge, as the member search finds them. */
export interface MemberMatch {
  readonly memberNumber: string
  readonly name: string
  /** Why this account cannot be charged (suspended, no privilege); undefined when it can. */
  readonly refusal: string | undefined
}

/** How placing ended when the server answered: placed, or refused with the website's wording. */
export type PlaceResult =
  | { readonly _tag: "Placed"; readonly order: Order }
  | { readonly _tag: "Rejected"; readonly title: string; readonly message: string }
  | { readonly _tag: "RewardCodeRefused"; readonly message: string }
  | { readonly _tag: "PricesChanged"; readonly message: string }

/** What the new-order form needs from the server: the same public routes the website uses. */
export interface NewOrderSource {
  /**
   * Staff with a session enter orders (the phone optional for a walk-up, paid by card or at the
   * counter); without one the form is a customer's, as the server would take it.
   */
  readonly entry: CheckoutEntry
  readonly loadSetup: () => Promise<OrderSetup>
  readonly lookupCustomer: (phoneDigits: string) => Promise<LoyaltyUser | null>
  readonly checkAddress: (address: DeliveryAddress) => Promise<typeof AddressCheck.Type>
  /** A typed reward code's effect for the phone; rejects with the server's reason it cannot be used. */
  readonly checkRewardCode: (phoneDigits: string, code: string) => Promise<RewardCodeOffer>
  /** When the cart is expected back at the clubhouse after the 9th, while the kitchen can make it; else null. */
  readonly turnAt: (cartId: string) => Promise<string | null>
  readonly placeOrder: (submission: OrderSubmission, idempotencyKey: string) => Promise<PlaceResult>
  /** Staff: members whose number or name holds the text, to charge an order to. */
  readonly findMembers: (text: string) => Promise<ReadonlyArray<MemberMatch>>
}

export const apiNewOrderSource = (server: Server): NewOrderSource => ({
  entry: server.cookie === undefined ? "customer" : "staff",
  loadSetup: () =>
    callGrill(server, (client) =>
      Effect.all(
        {
          // The cart holds MenuItem instances (CartLine checks), and the client gives plain records.
          items: Effect.map(client.menu.items({ urlParams: {} }), (items) =>
            items.map((item) => new MenuItem(item))
          ),
          categories: client.menu.categories(),
          venue: client.venue.get(),
          cartIds: Effect.map(client.golfCarts.available(), (answer) => answer.cartIds),
          pickupSlots: Effect.map(client.ordering.status(), (status) => status.nextSlots)
        },
        { concurrency: "unbounded" }
      )
    ),
  lookupCustomer: (phoneDigits) =>
    callGrill(server, (client) =>
      Effect.map(client.users.lookup({ path: { phone: phoneDigits } }), (answer) => answer.user)
    ),
  checkAddress: (address) => callGrill(server, (client) => client.addresses.validate({ payload: address })),
  checkRewardCode: (phone, code) =>
    callGrill(server, (client) =>
      Effect.map(client.rewards.checkCode({ payload: { phone, code } }), (answer) => answer.reward)
    ),
  turnAt: (cartId) =>
    callGrill(server, (client) =>
      Effect.map(client.golfCarts.one({ path: { cartId } }), (answer) => answer.turnAt ?? null)
    ),
  findMembers: (text) =>
    callGrill(server, (client) =>
      Effect.map(client.members.search({ urlParams: { q: text } }), (answer) =>
        answer.members.map((member) => ({
          memberNumber: member.memberNumber,
          name: `${member.firstName} ${member.lastName}`,
          refusal: chargeBlock(member)
        }))
      )
    ),
  placeOrder: (submission, idempotencyKey) =>
    callGrill(server, (client) =>
      client.orders.place({ payload: submission, headers: { "idempotency-key": idempotencyKey } }).pipe(
        Effect.map((answer): PlaceResult => ({ _tag: "Placed", order: answer.order })),
        Effect.catchTag("OrderRejected", (error) =>
          Effect.succeed<PlaceResult>({ _tag: "Rejected", title: error.title, message: error.message })
        ),
        Effect.catchTag("RewardCodeRefused", (error) =>
          Effect.succeed<PlaceResult>({ _tag: "RewardCodeRefused", message: error.message })
        ),
        Effect.catchTag("TotalsMismatch", (error) =>
          Effect.succeed<PlaceResult>({ _tag: "PricesChanged", message: error.message })
        )
      )
    )
})
