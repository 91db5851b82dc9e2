import { Cents, defaultVenueConfig, type RewardCodeOffer } from "@grill/core"
import { LoyaltyUser, type OrderSubmission } from "@grill/http"
import { render } from "ink-testing-library"
import { expect, vi } from "vitest"
import { NewOrderApp } from "../../src/ui/NewOrderApp.js"
import type { NewOrderSource, PlaceResult } from "../../src/ui/new-order-source.js"
import { categories, menu, order } from "./fixtures.js"
import { eventually, keys } from "./ink.js"

/** The member the fake server knows, by 5551234567. */
export const janeDoe = new LoyaltyUser({
  id: "user-1",
  firstName: "Jane",
  lastName: "Doe",
  name: "Jane Doe",
  phone: "5551234567",
  email: "j•••@example.com",
  memberSince: "2025-01-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
  loyaltyPoints: 120,
  deliveryAddress: null,
  hasSavedAddress: false,
  // The CLI reads lookups with a staff session: the whole record.
  proven: true
})

const fiveOff: RewardCodeOffer = {
  code: "ABCDE-FGHJK",
  rewardName: "$5 Off",
  effect: { kind: "discount", amount: Cents(500) }
}

/** Cart 2 comes back past the clubhouse at 4:30 PM in New York; cart 1's turn cannot be made. */
export const TURN_AT = "2026-06-15T20:30:00.000Z"

/** The new-order form's server, faked: the demo menu, one member (Jane Doe) and one reward code. */
export const fakeSource = (
  result: PlaceResult = { _tag: "Placed", order: order(7, { name: "Jane Doe" }) }
) => {
  const placed: Array<{ submission: OrderSubmission; key: string }> = []
  const source: NewOrderSource = {
    // The form as it is without a session (no payment choice); screens.test.tsx enters orders as staff.
    entry: "customer",
    loadSetup: vi.fn(async () => ({
      items: menu,
      categories,
      venue: defaultVenueConfig,
      cartIds: ["1", "2"],
      pickupSlots: ["2026-06-15T22:30:00.000Z"]
    })),
    lookupCustomer: vi.fn(async (phone: string) => (phone === "5551234567" ? janeDoe : null)),
    checkAddress: vi.fn(async () => ({ isValid: false, error: "That street is outside the neighborhood" })),
    turnAt: vi.fn(async (cartId: string) => (cartId === "2" ? TURN_AT : null)),
    findMembers: vi.fn(async () => []),
    checkRewardCode: vi.fn(async (phone: string, code: string) => {
      if (phone === "5551234567" && code === "ABCDE-FGHJK") return fiveOff
      throw new Error("This code has already been used")
    }),
    placeOrder: vi.fn(async (submission: OrderSubmission, key: string) => {
      placed.push({ submission, key })
      return result
    })
  }
  return { source, placed }
}

/** The form on the fake source, once its menu shows. */
export const open = async (
  source: NewOrderSource,
  onExit = vi.fn()
): Promise<{
  readonly lastFrame: () => string | undefined
  readonly stdin: ReturnType<typeof render>["stdin"]
  readonly onExit: typeof onExit
}> => {
  const app = render(<NewOrderApp source={source} onExit={onExit} />)
  await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
  return { lastFrame: app.lastFrame, stdin: app.stdin, onExit }
}

/**
 * Tab n times. The sections, in order: menu, order lines, order type, first name, last name, phone,
 * email, instructions, reward code, tip, then the address fields (delivery) or the cart (golf cart), then Place order.
 */
export const tabs = (count: number) => Array.from({ length: count }, () => keys.tab)

/** The first dish on the menu for a new customer: Ann, 555-000-1111, typed in; the phone keeps the focus. */
export const newCustomersOrder = [keys.enter, ...tabs(3), ..."Ann", keys.tab, keys.tab, ..."5550001111"]
