import { SqlClient } from "@effect/sql"
import {
  alcoholicDrinkCount,
  alcoholRefusal,
  allergenListText,
  centsFromDollars,
  formatMoney,
  lineQuantityProblem,
  MAX_ONLINE_ORDER_TOTAL,
  newOrderNumber,
  onlyLeftWords,
  orderTypeLabel,
  phoneDigits,
  pointsForPurchase,
  priceOrder
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Course } from "../course/course.js"
import { lockKeys } from "../db/key-locks.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { Ordering } from "../kitchen/ordering.js"
import { PhoneProof } from "../loyalty/phone-proof.js"
import { LoyaltyRepo } from "../loyalty/repo.js"
import { ItemCounts } from "../menu/item-counts.js"
import { OutletMenus } from "../menu/outlet-menus.js"
import { MenuRepo } from "../menu/repo.js"
import { MenuServing } from "../menu/serving.js"
import { ConsoleSmsSender } from "../notifications/sms-sender.js"
import { TextUpdates } from "../notifications/text-updates.js"
import { countOrderPlaced } from "../observability/metrics.js"
import { noteRequestFact, ORDER_NUMBER_ATTRIBUTE } from "../observability/request-facts.js"
import { OutletDirectory } from "../outlets/outlet-directory.js"
import { AddressCheck } from "../places/address-check.js"
import { GolfCartRepo } from "../places/repo.js"
import { RateLimits } from "../platform/rate-limits.js"
import { OrderRewards } from "../rewards/order-rewards.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { TotalsMismatch } from "./api.js"
import { enteredOrderNote, requestHash } from "./new-order.js"
import { orderDestination, rejectOrder as reject } from "./order-destination.js"
import { OrderEta } from "./order-eta.js"
import type { OrderSubmission } from "./order-input.js"
import { pricedLine, priceLines } from "./order-lines.js"
import { OrderRepo } from "./repo.js"
import { Settlement } from "./settlement.js"
import { checkSubmittedDetails } from "./submitted-details.js"

/**
 * Places an order the way the spec's client does, but trusting nothing it sends: every check
 * of spec section 5 runs again, prices come from the menu, and the client's total must agree.
 */
export class OrderPlacement extends Effect.Service<OrderPlacement>()("Orders/OrderPlacement", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const venue = yield* Venue
    const menus = yield* OutletMenus
    const serving = yield* MenuServing
    const counts = yield* ItemCounts
    const orders = yield* OrderRepo
    const loyalty = yield* LoyaltyRepo
    const destination = yield* orderDestination
    const ordering = yield* Ordering
    const etas = yield* OrderEta
    const orderRewards = yield* OrderRewards
    const audit = yield* AuditLog
    const events = yield* GrillEvents
    const settlement = yield* Settlement
    const textUpdates = yield* TextUpdates
    const proof = yield* PhoneProof
    const outlets = yield* OutletDirectory

    /** The order this key already placed, if the request is the same; a refusal if it is not. */
    const earlierOrder = (idempotency: { readonly key: string; readonly requestHash: string } | null) =>
      idempotency === null
        ? Effect.succeedNone
        : orders.findByIdempotencyKey(idempotency.key).pipe(
            Effect.flatMap(
              Option.match({
                onNone: () => Effect.succeedNone,
                onSome: (earlier) =>
                  earlier.requestHash === idempotency.requestHash
                    ? Effect.succeedSome(earlier.order)
                    : Effect.fail(
                        reject("Failed to place order", "This request was already used for a different order")
                      )
              })
            )
          )

    /**
     * The order, whether this call placed it (false when a retry found it already placed) and
     * whether it waits for its card (`cardHeld`, off the kitchen's lists until authorised).
     * `enteredBy` is the staff session the request came with (never the body's word): only then
     * may the phone be left out (a walk-up) and the order be paid at the counter.
     */
    const place = (
      submission: OrderSubmission,
      idempotencyKey: string | undefined,
      enteredBy: StaffUser | null
    ) =>
      Effect.gen(function* () {
        const idempotency =
          idempotencyKey === undefined ? null : { key: idempotencyKey, requestHash: requestHash(submission) }
        const earlier = yield* earlierOrder(idempotency)
        if (Option.isSome(earlier))
          return {
            order: earlier.value,
            placedNow: false,
            newCustomer: false,
            counted: [] as ReadonlyArray<number>
          }
        // More of one item than is taken online (an outing's 150 hot dogs): whom to call instead.
        const tooMany = lineQuantityProblem(
          submission.items.map((line) => line.quantity),
          venue.phone
        )
        if (tooMany !== undefined) return yield* reject(tooMany.title, tooMany.description)
        const outlet = yield* outlets
          .named(submission.outlet ?? undefined)
          .pipe(Effect.mapError((refused) => reject("Failed to place order", refused.message)))
        if (!outlet.rules.orderTypes.includes(submission.orderType)) {
          return yield* reject(
            "Failed to place order",
            `${outlet.rules.name} does not take ${orderTypeLabel(submission.orderType).toLowerCase()} orders`
          )
        }
        if (!outlet.rules.tipsAllowed && submission.gratuityPercent !== 0) {
          return yield* reject("Failed to place order", `${outlet.rules.name} does not take tips`)
        }
        // Closed (for an ASAP order), paused, a time that cannot be booked or a cart past its
        // turn: refused before anything is read or written.
        const admitted = yield* submission.pickupTime === null
          ? ordering.admit(outlet, null)
          : submission.orderType === "golf_cart"
            ? ordering.admitAtTheTurn(
                outlet,
                submission.golfCartDelivery?.cartId ?? "",
                new Date(submission.pickupTime)
              )
            : ordering.admit(outlet, new Date(submission.pickupTime))
        const { firstName, lastName, phone, walkUp, email } = yield* checkSubmittedDetails(
          submission,
          venue,
          enteredBy !== null
        )

        const member = walkUp ? Option.none() : yield* loyalty.findByPhone(phone)
        const deliveryAddress = yield* destination.deliveryAddress(
          submission,
          Option.match(member, { onNone: () => null, onSome: (m) => m.deliveryAddress })
        )
        const golfCart = yield* destination.golfCart(submission)
        // Each item on the outlet's menu at its price there, and served at the order's time:
        // now, or the booked slot (a cart's turn).
        const outletMenu = menus.forOrder(outlet)
        const notServed = yield* serving.refusalFor(admitted.schedule?.pickupTime ?? null)
        const lines = yield* priceLines(
          outletMenu,
          submission,
          (item) => outletMenu.refusal(item) ?? notServed(item)
        )
        // The venue's alcohol rules: no alcohol to a golf cart where its licence stops it, a drinks cap.
        const alcoholRefused = alcoholRefusal({ orderType: submission.orderType, lines }, venue)
        if (alcoholRefused !== undefined) return yield* reject("Failed to place order", alcoholRefused)
        const pricedLines = lines.map(pricedLine)
        const isMember = Option.isSome(member) && member.value.memberSince !== null
        const reward = yield* orderRewards.resolve(submission.rewardCode, phone, pricedLines)
        const totals = priceOrder(
          {
            lines: pricedLines,
            orderType: submission.orderType,
            tipPercent: submission.gratuityPercent,
            isMember,
            reward: reward?.effect ?? null
          },
          { ...venue, ...outlet.rules }
        )
        if (totals.total > MAX_ONLINE_ORDER_TOTAL) {
          return yield* reject(
            "Failed to place order",
            `An order total over ${formatMoney(MAX_ONLINE_ORDER_TOTAL)} cannot be placed online. Please call the grill.`
          )
        }
        const claimedTotal = centsFromDollars(submission.total)
        if (Option.isNone(claimedTotal) || claimedTotal.value !== totals.total) {
          return yield* new TotalsMismatch({
            message: `Prices have changed: your total is now ${formatMoney(totals.total)}. Please review your order.`,
            totals
          })
        }

        const now = DateTime.formatIso(yield* DateTime.now)
        // A retry racing itself, or two first orders from a new phone, take turns from here on.
        yield* lockKeys(sql, [
          ...(Option.isNone(member) && !walkUp ? [`phone:${phone}`] : []),
          ...(idempotency === null ? [] : [`idempotency:${idempotency.key}`]),
          // Orders booked for one quarter hour take turns, so its last place goes to one of them.
          ...(admitted.schedule === null ? [] : [`slot:${admitted.schedule.pickupTime}`])
        ])
        // The quarter hour may have filled since the first look: asked again, in turn. (A turn
        // at the 9th is a cart's time, not a booked slot.)
        if (admitted.schedule !== null && submission.orderType !== "golf_cart") {
          yield* ordering.admit(outlet, new Date(admitted.schedule.pickupTime))
        }
        // Again, in turn: a concurrent retry may have placed it since the first look.
        const placedMeanwhile = yield* earlierOrder(idempotency)
        if (Option.isSome(placedMeanwhile))
          return { order: placedMeanwhile.value, placedNow: false, newCustomer: false, counted: [] }
        // And the member: a racing first order from this phone may have just made one.
        const memberNow = Option.isSome(member) || walkUp ? member : yield* loyalty.findByPhone(phone)
        const userId = yield* Option.match(memberNow, {
          onNone: () =>
            walkUp
              ? Effect.succeed(null)
              : loyalty
                  .create({ phone, firstName, lastName, email, now, joins: false })
                  .pipe(Effect.map((created) => created.id)),
          onSome: (existing) =>
            loyalty.fillMissingDetails(existing, { firstName, lastName, email }).pipe(Effect.as(existing.id))
        })
        const inserted = yield* orders.insert({
          orderNumber: newOrderNumber(),
          createdAt: now,
          orderType: submission.orderType,
          userId,
          contactInfo: {
            name: [firstName, lastName].filter((part) => part !== "").join(" "),
            phone,
            email,
            specialInstructions: submission.contactInfo.specialInstructions?.trim() || null
          },
          deliveryAddress,
          addressFromProfile: submission.orderType === "delivery" && submission.useSavedAddress,
          golfCartDelivery: golfCart,
          ...totals,
          gratuityPercent: submission.gratuityPercent,
          deliveryTimeEstimate: admitted.quotedMinutes,
          pickupTime: admitted.schedule?.pickupTime ?? null,
          fireAt: admitted.schedule?.fireAt ?? null,
          pointsEarned: walkUp ? 0 : pointsForPurchase(totals, venue),
          idempotency,
          lines,
          rewardCode: reward?.code ?? null,
          rewardName: reward?.rewardName ?? null,
          paymentMethod: submission.paymentMethod,
          enteredBy: enteredBy?.username ?? null,
          outletId: outlet.id,
          allergyNote: submission.allergyNote?.trim() || null,
          // The member's saved allergies as they are now: the cook's ticket does not change under them.
          memberAllergies: Option.match(memberNow, {
            onNone: () => "",
            onSome: (existing) => allergenListText(existing.allergies)
          }),
          alcoholicDrinks: alcoholicDrinkCount(lines)
        })
        // Its items' counts for the day, in this transaction: short of one, nothing is written.
        const counted = yield* counts
          .takeFor(inserted.id, lines)
          .pipe(
            Effect.catchTag("CountTooLow", (short) =>
              reject("Failed to place order", onlyLeftWords(short.itemName, short.left))
            )
          )
        // A member charge posted, or a customer's card order held for its card; nothing if refused.
        const order = yield* settlement.charge(inserted, submission, enteredBy)
        yield* etas.promise(order) // a golf-cart order's meeting, from the kitchen's quote
        yield* orderRewards.claim(reward, order.id, now)
        if (submission.textUpdates && !walkUp) yield* textUpdates.optIn(order.id, phone, now)
        if (enteredBy !== null) {
          yield* audit.record(enteredBy, {
            action: "order.entered",
            subject: `Order ${order.orderNumber}`,
            orderId: order.id,
            to: enteredOrderNote(submission, walkUp)
          })
        }
        // Whether this order made the phone's customer record: only then may the browser be
        // remembered for it (an order proves nothing about a phone someone else already holds).
        return { order, placedNow: true, newCustomer: Option.isNone(memberNow) && !walkUp, counted }
      }).pipe(
        // One transaction from the first read: the order's statements then use its connection
        // without queueing for it again (SQLite's one connection is taken by a request at a time
        // anyway), which cut the server's CPU per order (PERFORMANCE.md, "Order placement").
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        // Committed: counted once (a retry placed nothing), and the request's log line and span
        // name the order (observability/request-observation.ts).
        Effect.tap(({ order, placedNow }) =>
          Effect.zipRight(
            placedNow ? countOrderPlaced(submission.orderType) : Effect.void,
            noteRequestFact(ORDER_NUMBER_ATTRIBUTE, order.orderNumber)
          )
        ),
        // Committed: every menu on screen hears what is left of the counts it took from (at zero,
        // "Sold out" everywhere).
        Effect.tap(({ counted }) => counts.announce(counted)),
        // Committed: a customer whose order made the phone's record is remembered on this browser
        // for it, unless the phone is a club member's or was proved by code (never the counter's tablet: its session shows members, and proof would outlive
        // it). Before the card step, so a card provider's outage answered 503 does not lose it.
        Effect.tap(({ newCustomer }) =>
          newCustomer && enteredBy === null
            ? proof.rememberRecord(phoneDigits(submission.contactInfo.phone))
            : Effect.void
        ),
        // After the commit; not for a retry (the kitchen heard of it then). A scheduled order is
        // news to the kitchen at its fire time (ScheduledOrders), till then on the scheduled list.
        // A card order gets its PaymentIntent now, outside the transaction (a retry too, if the
        // first try could not reach Stripe), and is news once authorised (Payments).
        Effect.flatMap((placed) =>
          Effect.flatMap(settlement.afterPlacement(placed.order), (cardHeld) => {
            const news = placed.order.pickupTime === null ? "order.created" : "order.updated"
            const announced =
              cardHeld || !placed.placedNow ? Effect.void : events.publish(news, orderEventData(placed.order))
            return Effect.as(announced, { ...placed, cardHeld })
          })
        )
      )

    return { place } as const
  }),
  dependencies: [
    MenuRepo.Default,
    OutletMenus.Default,
    MenuServing.Default,
    ItemCounts.Default,
    OrderRepo.Default,
    LoyaltyRepo.Default,
    GolfCartRepo.Default,
    AddressCheck.Default,
    Ordering.Default,
    OrderEta.Default,
    OrderRewards.Default,
    AuditLog.Default,
    OutletDirectory.Default
  ]
}) {
  /**
   * The service with texts to the log, its own event hub, and the venue's settings from the
   * environment: a test provides the database (and the settings it was made with), how orders
   * are settled (settlement-live.ts's SettlementOff: card payment off) and, for each placement,
   * the request it came with (whose cookies prove phones).
   */
  static readonly Test = OrderPlacement.Default.pipe(
    Layer.provide([TextUpdates.Test, PhoneProof.Default, RateLimits.Default]),
    Layer.provide(ConsoleSmsSender),
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide([Venue.live, Course.live])
  )
}
