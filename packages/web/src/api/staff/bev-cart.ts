import type { QueuedSale, SendOutcome } from "@grill/core"
import type { CartRegister, CartSaleRequest, CourseQueueOrder, Shift } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { isApiError } from "../api-error"
import { STAFF_QUERY_ROOT } from "./auth"

/** A walk-up sale as the attendant makes it; its key and time are the outbox's (core sale-queue). */
export type WalkUpSale = Omit<CartSaleRequest, "key" | "madeAt">
export type Register = typeof CartRegister.Type

// Its client is a chunk of its own, like the shared one (see callApi).
const bevCartClient = () => import("./bev-cart-client").then(({ runBevCartCall }) => runBevCartCall)

export const registerKey = (slug: string) => [STAFF_QUERY_ROOT, "bev-cart", slug, "register"] as const

export const fetchRegister = (slug: string, signal?: AbortSignal): Promise<Register> =>
  bevCartClient().then((run) => run((client) => client.bevCart.register({ path: { slug } }), signal))

/**
 * Sends one waiting sale. The server's refusal (a member suspended since, an item gone) ends its
 * wait with the reason; anything else (no network, a timeout, a server fault, a signed-out session)
 * leaves it first in line, to go again with the same key.
 */
export const deliverSale = async ({ key, madeAt, sale }: QueuedSale<WalkUpSale>): Promise<SendOutcome> => {
  try {
    const run = await bevCartClient()
    await run((client) => client.bevCart.sale({ payload: { ...sale, key, madeAt } }))
    return { kind: "accepted" }
  } catch (error) {
    if (isApiError(error) && error.kind === "refused" && error.tag !== "Unauthorized")
      return { kind: "refused", reason: error.message }
    return { kind: "unreachable" }
  }
}

export type CartShift = typeof Shift.Type

/** The carts' shifts, newest first, each with its report (managers count the cart at close). */
export const shiftsQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "shifts"],
  queryFn: ({ signal }) =>
    bevCartClient().then((run) => run((client) => client.shifts.list({ urlParams: {} }), signal))
})

export type ShiftCounts = ReadonlyArray<{ readonly itemId: number; readonly quantity: number }>

/** A shift's steps, made online (each answers the shift with its report so far). */
export const startShift = (outlet: string, floatCents: number, loaded: ShiftCounts) =>
  bevCartClient().then((run) =>
    run((client) => client.shifts.start({ payload: { outlet, floatCents, loaded } }))
  )

export const reloadShift = (id: number, counts: ShiftCounts) =>
  bevCartClient().then((run) => run((client) => client.shifts.reload({ path: { id }, payload: { counts } })))

export const compOnShift = (id: number, lines: ShiftCounts, note: string | null) =>
  bevCartClient().then((run) =>
    run((client) => client.shifts.comp({ path: { id }, payload: { lines, note } }))
  )

export const closeShift = (id: number, returned: ShiftCounts, cashCountedCents: number) =>
  bevCartClient().then((run) =>
    run((client) => client.shifts.close({ path: { id }, payload: { returned, cashCountedCents } }))
  )

export type CourseOrder = typeof CourseQueueOrder.Type

/** The cart's open golf-cart orders, the golfers it reaches first first. */
export const courseQueueQuery = (slug: string) =>
  queryOptions({
    queryKey: [STAFF_QUERY_ROOT, "bev-cart", slug, "queue"],
    queryFn: ({ signal }) =>
      bevCartClient().then((run) =>
        run((client) => client.bevCart.queue({ path: { slug }, urlParams: {} }), signal)
      )
  })

export const onMyWay = (id: number) =>
  bevCartClient().then((run) => run((client) => client.bevCart.onMyWay({ path: { id } })))

export const handedOver = (id: number) =>
  bevCartClient().then((run) => run((client) => client.bevCart.handedOver({ path: { id } })))

/** One fix of the cart's position while the attendant shares it. */
export const sharePosition = (slug: string, fix: { readonly latitude: number; readonly longitude: number }) =>
  bevCartClient().then((run) =>
    run((client) => client.bevCart.sharePosition({ path: { slug }, payload: fix }))
  )

/** Sharing off: the server forgets the cart's position. */
export const stopSharing = (slug: string) =>
  bevCartClient().then((run) => run((client) => client.bevCart.stopSharing({ path: { slug } })))
