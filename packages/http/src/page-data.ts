import { Effect, Layer, Option } from "effect"
import { GrillEvents } from "./events/grill-events.js"
import { Ordering } from "./kitchen/ordering.js"
import { MenuRepo } from "./menu/repo.js"
import { MenuServing } from "./menu/serving.js"
import { TextUpdates } from "./notifications/text-updates.js"
import { PublicOrders } from "./orders/public-order.js"
import { Outlets } from "./outlets/outlets.js"
import { StripeGateway } from "./payments/stripe-gateway.js"
import { type BootData, PageData } from "./site/web-page.js"
import { Venue } from "./venue/venue.js"

/** The customer's order page: /order/{orderNumber}. */
const ORDER_PAGE = /^\/order\/([^/]{1,40})$/

/**
 * What the web app's pages (site/) take from the features, assembled here.
 *
 * The boot data is what the first paint needs, as the app holds it in memory (the decoded types:
 * money in cents), so the page shell and the menu render without a round trip and without
 * decoding: the venue on every page; on the ordering page `/` the menu, whether orders are taken
 * and the club's outlets; on an order's page the order as its number shows it to anyone, the
 * outlets (whether to name the order's), its texts switch, and the id of the latest live event
 * (the page's event stream resumes from it instead of refetching the order). Made per request, so an edit to the menu shows on the next load.
 */
export const PageDataLive = Layer.effect(
  PageData,
  Effect.gen(function* () {
    const venue = yield* Venue
    const menu = yield* MenuRepo
    const serving = yield* MenuServing
    const ordering = yield* Ordering
    const orders = yield* PublicOrders
    const events = yield* GrillEvents
    const textUpdates = yield* TextUpdates
    const outlets = yield* Outlets
    const { apiOrigin } = yield* StripeGateway
    const bootDataFor = (pathname: string): Effect.Effect<BootData> => {
      if (pathname === "/")
        return Effect.map(
          // The first page is an order for now, at the first outlet (there always is one): items
          // not served now say when they are.
          Effect.all([
            menu.categories,
            Effect.orDie(serving.itemsAt(undefined)),
            ordering.status,
            outlets.list
          ]),
          ([menuCategories, menuItems, ordering, outlets]) => ({
            venue,
            menuCategories,
            menuItems,
            ordering,
            outlets
          })
        )
      const orderNumber = ORDER_PAGE.exec(pathname)?.[1]
      if (orderNumber === undefined) return Effect.succeed({ venue })
      // What GET /api/orders/{orderNumber} answers anyone; an unknown number leaves the page to say so.
      // The latest event id is read first: any change after it reaches the page's stream as a
      // replay, any change before it is in the order read after it.
      return Effect.gen(function* () {
        const lastEventId = yield* events.latestId
        const order = yield* orders.byNumber(orderNumber, "public")
        if (Option.isNone(order)) return { venue }
        return {
          venue,
          // Whether the club has several outlets, which decides if the page names the order's.
          outlets: yield* outlets.list,
          order: order.value,
          lastEventId,
          textUpdates: yield* textUpdates.switchFor(order.value)
        }
      })
    }
    return { bootDataFor, cardStepOrigin: apiOrigin, community: venue.community }
  })
).pipe(
  Layer.provide([
    MenuRepo.Default,
    MenuServing.Default,
    Ordering.Default,
    PublicOrders.Default,
    Outlets.Default,
    TextUpdates.Default
  ])
)
