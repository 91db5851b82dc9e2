import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import {
  alcoholicDrinkCount,
  alcoholRefusal,
  Cents,
  changeDue,
  formatMoney,
  MenuItemId,
  newOrderNumber,
  OrderId,
  priceCartSale,
  saleTimeProblem,
  tidyMemberNumber
} from "@grill/core"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { Conflict, InvalidRequest } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import type { Order } from "../orders/api.js"
import type { NewOrderLine } from "../orders/new-order.js"
import { pricedLine } from "../orders/order-lines.js"
import { OrderRepo } from "../orders/repo.js"
import { Settlement } from "../orders/settlement.js"
import type { OutletAt } from "../outlets/outlet-directory.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { type CartSale, CartSaleRequest } from "./api.js"
import { CartOutlets } from "./cart-outlets.js"
import { BevCartRepo, type SaleRow } from "./repo.js"

const encodeRequest = Schema.encodeSync(CartSaleRequest)

/** What was sent under a key, fingerprinted: the phone resends the same sale, so the same hash. */
const requestHash = (request: CartSaleRequest) =>
  createHash("sha256")
    .update(JSON.stringify(encodeRequest(request)))
    .digest("base64url")

const invalid = (message: string, field: string) => new InvalidRequest({ message, field })

/** A walk-up sale's answer, from the order it made and its own row: the same for every sending of its key. */
const answerOf = (order: Order, sale: SaleRow, outlet: string): CartSale => ({
  key: sale.sale_key,
  orderId: order.id,
  orderNumber: order.orderNumber,
  outlet,
  madeAt: sale.made_at,
  attendant: sale.attendant,
  tender: sale.tender,
  memberNumber: sale.member_number,
  lines: order.items.map((line) => ({
    itemId: line.id,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.price
  })),
  subtotalCents: order.subtotal,
  serviceChargeCents: order.serviceCharge,
  taxCents: order.tax,
  tipCents: order.gratuity,
  totalCents: order.total,
  cashTenderedCents: sale.cash_tendered_cents,
  changeCents: sale.change_cents,
  shiftId: sale.shift_id
})

/**
 * Walk-up sales at a beverage cart, each arriving exactly once by the key the phone gave it: the
 * server prices it with the outlet's rules, makes one completed order at the time the attendant
 * made it, posts a member charge through the settlement port (every house-account rule applies),
 * and adds it to the cart's open shift, all in one transaction: a refusal writes nothing, and the
 * phone may send it again later (a member reinstated meanwhile).
 */
export class CartSales extends Effect.Service<CartSales>()("BevCart/CartSales", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const venue = yield* Venue
    const repo = yield* BevCartRepo
    const carts = yield* CartOutlets
    const orders = yield* OrderRepo
    const audit = yield* AuditLog
    const events = yield* GrillEvents
    const settlement = yield* Settlement

    /** The sale already made under this key, answered again; a different sale under it is a 409. */
    const earlier = (request: CartSaleRequest, hash: string, outlet: OutletAt) =>
      Effect.flatMap(repo.saleByKey(request.key), (found) =>
        Option.match(found, {
          onNone: () => Effect.succeedNone,
          onSome: (sale) =>
            sale.request_hash !== hash
              ? Effect.fail(
                  new Conflict({ message: "This sale's key was already used for a different sale" })
                )
              : Effect.flatMap(orders.findById(OrderId.make(sale.order_id)), (order) =>
                  Option.match(order, {
                    onNone: () =>
                      Effect.dieMessage(`Sale ${sale.sale_key} names order ${sale.order_id}, which is gone`),
                    onSome: (made) => Effect.succeedSome(answerOf(made, sale, outlet.slug))
                  })
                )
        })
      )

    /** The tender's own fields, as the tender allows them. */
    const tenderProblem = (request: CartSaleRequest): InvalidRequest | undefined => {
      if (request.tender === "member_charge" && tidyMemberNumber(request.memberNumber ?? "") === "")
        return invalid("A member charge needs the member's number", "memberNumber")
      if (request.tender !== "member_charge" && request.memberNumber !== null)
        return invalid("Only a member charge names a member", "memberNumber")
      if (request.tender !== "cash" && request.cashTenderedCents !== null)
        return invalid("Only a cash sale says what cash was handed over", "cashTenderedCents")
      return undefined
    }

    const sell = (staff: StaffUser, request: CartSaleRequest) =>
      Effect.gen(function* () {
        const outlet = yield* carts.cartFor(staff, request.outlet)
        const hash = requestHash(request)
        const madeAtMs = Date.parse(request.madeAt)
        const madeAt = new Date(madeAtMs).toISOString()
        // Made once already: the first answer, whatever the clock says now.
        yield* lockKeys(sql, [`bev-cart-sale:${request.key}`])
        const before = yield* earlier(request, hash, outlet)
        if (Option.isSome(before)) return { sale: before.value, order: null }

        const now = yield* DateTime.now
        const late = saleTimeProblem(madeAtMs, DateTime.toEpochMillis(now))
        if (late !== undefined) return yield* invalid(late, "madeAt")
        const wrongTender = tenderProblem(request)
        if (wrongTender !== undefined) return yield* wrongTender

        const items = yield* carts.itemsOf(outlet)
        yield* carts.checkCounts(outlet, items, request.lines, "lines")
        // The cart's stock is what is on it, not the menu's "available" flag: a sale made in a dead
        // zone is taken as made.
        const lines: Array<NewOrderLine> = request.lines.flatMap((line) => {
          const item = items.get(line.itemId)
          return item === undefined
            ? []
            : [
                {
                  id: MenuItemId.make(item.id),
                  name: item.name,
                  description: item.description,
                  price: item.price,
                  categoryId: item.categoryId,
                  quantity: line.quantity,
                  notes: "",
                  options: [],
                  alcoholic: item.alcoholic
                }
              ]
        })
        const alcoholic = lines.filter((line) => line.alcoholic).map((line) => line.name)
        if (alcoholic.length > 0 && !request.idChecked) {
          return yield* invalid(
            `Check the customer's ID before selling ${[...new Set(alcoholic)].join(", ")}`,
            "idChecked"
          )
        }
        const alcoholRefused = alcoholRefusal({ orderType: "pickup", lines }, venue)
        if (alcoholRefused !== undefined) return yield* invalid(alcoholRefused, "lines")
        const priced = priceCartSale(lines.map(pricedLine), Cents(request.tipCents), outlet.rules)
        if (!priced.ok) return yield* invalid(priced.message, "tipCents")
        const { totals } = priced
        const change =
          request.tender === "cash"
            ? changeDue(totals.total, Cents(request.cashTenderedCents ?? totals.total))
            : Cents(0)
        if (change === undefined) {
          return yield* invalid(
            `The cash handed over (${formatMoney(Cents(request.cashTenderedCents ?? 0))}) is less than the total (${formatMoney(totals.total)})`,
            "cashTenderedCents"
          )
        }

        const inserted = yield* orders.insert({
          orderNumber: newOrderNumber(),
          createdAt: madeAt,
          orderType: "pickup",
          userId: null,
          contactInfo: { name: "", phone: "", email: null, specialInstructions: null },
          deliveryAddress: null,
          addressFromProfile: false,
          golfCartDelivery: null,
          ...totals,
          gratuityPercent: 0,
          deliveryTimeEstimate: 0,
          pickupTime: null,
          fireAt: null,
          pointsEarned: 0,
          idempotency: null,
          lines,
          rewardCode: null,
          rewardName: null,
          // Cash and the separate card terminal are both paid where the sale is made.
          paymentMethod: request.tender === "member_charge" ? "member_charge" : "pay_at_counter",
          enteredBy: staff.username,
          outletId: outlet.id,
          allergyNote: null,
          memberAllergies: "",
          alcoholicDrinks: alcoholicDrinkCount(lines)
        })
        // Handed over as it was sold: completed at the time it was made.
        yield* orders.setStatus(inserted.id, "completed", madeAt)
        const order =
          request.tender === "member_charge"
            ? yield* settlement.charge(
                { ...inserted, status: "completed" },
                { paymentMethod: "member_charge", memberNumber: request.memberNumber, memberLastName: null },
                staff
              )
            : { ...inserted, status: "completed" as const }
        const shift = yield* repo.openShift(outlet.id)
        const shiftId = Option.match(shift, { onNone: () => null, onSome: (open) => open.id })
        if (shiftId !== null) {
          yield* repo.appendEvent({
            shift_id: shiftId,
            kind: "sale",
            at: madeAt,
            attendant: staff.username,
            counts: request.lines.map((line) => ({ itemId: String(line.itemId), quantity: line.quantity })),
            order_id: order.id,
            tender: request.tender,
            total_cents: totals.total,
            tip_cents: totals.gratuity,
            note: null
          })
        }
        const sale: SaleRow = {
          sale_key: request.key,
          request_hash: hash,
          order_id: order.id,
          outlet_id: outlet.id,
          shift_id: shiftId,
          tender: request.tender,
          member_number:
            request.tender === "member_charge" ? tidyMemberNumber(request.memberNumber ?? "") : null,
          made_at: madeAt,
          attendant: staff.username,
          cash_tendered_cents: request.tender === "cash" ? (request.cashTenderedCents ?? totals.total) : null,
          change_cents: change
        }
        yield* repo.insertSale(sale)
        yield* audit.record(staff, {
          action: "order.entered",
          subject: `Order ${order.orderNumber}`,
          orderId: order.id,
          to: `beverage cart sale at ${outlet.rules.name}, ${request.tender.replace("_", " ")}`
        })
        return { sale: answerOf(order, sale, outlet.slug), order }
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        // Committed: the staff lists and the day's figures hear of the new order (a resend made none).
        Effect.tap(({ order }) =>
          order === null ? Effect.void : events.publish("order.updated", orderEventData(order))
        ),
        Effect.map(({ sale }) => sale)
      )

    return { sell } as const
  }),
  dependencies: [BevCartRepo.Default, CartOutlets.Default, OrderRepo.Default, AuditLog.Default]
}) {
  /**
   * With the venue's settings from the environment and its own event hub: a test provides the
   * database and how orders are settled (settlement-live.ts's SettlementOff).
   */
  static readonly Test = CartSales.Default.pipe(Layer.provide(GrillEvents.Default), Layer.provide(Venue.live))
}
