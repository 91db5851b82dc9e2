import { Cents } from "@grill/core"
import { type Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { TeeSheet } from "../src/course/tee-sheet.js"
import { useTestServer } from "./support/harness.js"

const roster: Layer.Layer<TeeSheet> = TeeSheet.fromRoster(
  new Map([
    [
      "7705550199",
      { firstName: "Bobby", lastName: "Jones", email: "bobby@example.com", cartId: Option.some("4") }
    ]
  ])
)

const { call, staff, client, admin } = useTestServer({ teeSheet: roster })

describe("delivery addresses", () => {
  it.each([
    [
      "a resident address as listed",
      { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "" }
    ],
    [
      "a resident address abbreviated and in capitals",
      { address: "104 HICKORY LN.", city: "Woodstock", state: "GA", zipCode: "" }
    ],
    [
      "a resident court typed as Ct",
      { address: "100 Dogwood Ct", city: "Woodstock", state: "GA", zipCode: "" }
    ],
    [
      "any address in the community's postal code",
      { address: "9 New Build Road", city: "Woodstock", state: "GA", zipCode: "30188" }
    ]
  ])("accepts %s", async (_, address) => {
    expect(await client.addresses.validate({ payload: address })).toEqual({ isValid: true })
  })

  it.each([
    [
      "an address outside the community",
      { address: "1 Peachtree St", city: "Atlanta", state: "GA", zipCode: "" },
      "Address is not in the Towne Lake Hills neighborhood"
    ],
    [
      "a house number that does not exist",
      { address: "102 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "" },
      "Address is not in the Towne Lake Hills neighborhood"
    ]
  ])("refuses %s with the spec's message", async (_, address, error) => {
    expect(await client.addresses.validate({ payload: address })).toEqual({ isValid: false, error })
  })

  // Raw: blank fields, which the declaration refuses before sending, as an old client sends them.
  it.each([
    ["a missing street", { address: " ", city: "Woodstock", state: "GA" }, "Address is required"],
    ["a missing city", { address: "104 Hickory Lane", city: "", state: "GA" }, "City is required"],
    ["a missing state", { address: "104 Hickory Lane", city: "Woodstock", state: "" }, "State is required"]
  ])("refuses %s with the spec's message", async (_, address, error) => {
    expect((await call("POST", "/api/validate-address", address)).body).toEqual({ isValid: false, error })
  })

  it("searches resident addresses for staff, with every street and the total", async () => {
    const body = await admin.addresses.search({ urlParams: { search: "hickory ln" } })
    expect(body.addresses[0]).toBe("100 Hickory Lane")
    expect(body.total).toBe(body.addresses.length)
    expect(body.streets).toContain("Hickory Lane")
    const everything = await admin.addresses.search({ urlParams: { search: "" } })
    expect(everything.total).toBeGreaterThan(everything.addresses.length)
    expect(await admin.addresses.search({ urlParams: { search: "zzz" } })).toMatchObject({
      addresses: [],
      total: 0
    })
  })
})

describe("golf carts and the tee sheet", () => {
  it("lists the eight carts on the course and gives one's position with the greeting", async () => {
    expect((await client.golfCarts.available()).cartIds).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"])
    const body = await client.golfCarts.one({ path: { cartId: "5" } })
    expect(body).toMatchObject({ success: true, greeting: "Good luck on your round!", cart: { cartId: "5" } })
    expect(body.cart.nextHole).toBe((body.cart.currentHole % 18) + 1)
  })

  it("answers 404 for a cart that is not on the course", async () => {
    expect(await client.golfCarts.one({ path: { cartId: "99" } }).refused()).toMatchObject({
      _tag: "NotFound",
      status: 404,
      message: "Golf cart not found"
    })
  })

  it("gives staff the fleet keyed by cart id", async () => {
    const { carts } = await admin.golfCarts.fleet()
    expect(Object.keys(carts)).toHaveLength(8)
    expect(carts["3"]?.cartId).toBe("3")
  })

  it("finds a golfer on the tee sheet with their assigned cart, and answers not found otherwise", async () => {
    const found = await client.teeSheet.golfer({ path: { phone: "7705550199" } })
    expect(found).toMatchObject({
      success: true,
      golfer: { firstName: "Bobby" },
      cartLocation: { cartId: "4" }
    })
    expect(await client.teeSheet.golfer({ path: { phone: "7705550100" } }).refused()).toMatchObject({
      _tag: "NotFound",
      status: 404,
      message: "Golfer not found"
    })
  })
})

describe("venue and notifications", () => {
  it("publishes the venue facts every client renders", async () => {
    expect(await client.venue.get()).toMatchObject({
      city: "Woodstock",
      state: "GA",
      taxPercent: 8,
      deliveryFee: Cents(200),
      tipPercentOptions: [0, 15, 18, 20, 25]
    })
  })

  it("registers a push token once, and says plainly when no push subscription of the caller's exists", async () => {
    expect((await client.notifications.register({ payload: { token: "device-1" } })).success).toBe(true)
    expect((await client.notifications.register({ payload: { token: "device-1" } })).success).toBe(true)
    // Raw: an empty token, which the declaration refuses before sending.
    expect((await call("POST", "/api/notifications/register", { token: "" })).status).toBe(400)
    // A bare token cannot be pushed to (web-push.http.test.ts covers real subscriptions).
    expect(await admin.notifications.test()).toEqual({
      success: false,
      message: "No device of yours is registered for push notifications"
    })
  })
})

describe("the spec's community address path", () => {
  it("keeps /api/towne-lake-hills-addresses working for the old client, behind the same staff check", async () => {
    const found = await staff("GET", "/api/towne-lake-hills-addresses?search=oak")
    expect(found.status).toBe(200)
    expect(found.body.streets).toContain("Oak Trail")
    expect(found.body.addresses.every((address: string) => address.includes("Oak"))).toBe(true)
    expect((await call("GET", "/api/towne-lake-hills-addresses?search=oak")).status).toBe(401)
  })
})
