import { Cents, cartPricedLines, defaultVenueConfig, priceOrder } from "@grill/core"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { eventually, keys, press } from "../../test/support/ink.js"
import { fakeSource, newCustomersOrder, open, TURN_AT, tabs } from "../../test/support/new-order-app.js"
import { NewOrderApp } from "./NewOrderApp.js"

describe("NewOrderApp", () => {
  it("shows the menu, the order with its totals and the details to fill in", async () => {
    const { source } = fakeSource()
    const { lastFrame } = await open(source)
    const frame = lastFrame() ?? ""
    expect(frame).toContain("Starters   Burgers   Ice Cream")
    expect(frame).toContain("Your cart is empty")
    expect(frame).toContain("Order type    [Pickup]  Delivery   Golf Cart")
    expect(frame).toContain("Tip           [No Tip]  15%   18%   20%   25%")
    expect(frame).toContain("Place order · $0.00")
    expect(frame).toContain("←→ category  ↑↓ item  enter add one  n add with a note  tab next  esc quit")
  })

  it("refuses to place an empty order with the website's message", async () => {
    const { source } = fakeSource()
    const { lastFrame, stdin } = await open(source)
    await press(stdin, keys.shiftTab, keys.enter)
    expect(lastFrame()).toContain("✗ Your cart is empty: Please add items to your order")
    expect(source.placeOrder).not.toHaveBeenCalled()
  })

  it("takes an order from menu to placed, priced as the server prices it, for a member found by phone", async () => {
    const { source, placed } = fakeSource()
    const { lastFrame, stdin } = await open(source)
    // Two Fried Pickles, one Nachos with a note, one Chocolate Scoop.
    await press(
      stdin,
      keys.enter,
      keys.enter,
      keys.down,
      "n",
      ..."extra cheese",
      keys.enter,
      keys.left,
      keys.enter
    )
    expect(lastFrame()).toContain("Note: extra cheese")
    await press(stdin, ...tabs(3), ..."jane", keys.enter, keys.enter, ..."5551234567")
    await eventually(() => expect(lastFrame()).toContain("Welcome back, Jane! (member)"))
    expect(lastFrame()).toContain("Last name     Doe")
    expect(lastFrame()).toContain("Phone         555-123-4567")
    expect(lastFrame()).toContain("Member discount")
    await press(
      stdin,
      keys.enter,
      keys.enter,
      ..."ring the bell",
      keys.enter,
      keys.enter,
      keys.enter,
      keys.right,
      keys.tab
    )
    expect(lastFrame()).toContain("Tip            No Tip  [15%]")
    // When: as soon as possible (the first choice), or a time the server offers.
    expect(lastFrame()).toMatch(/Pickup +\[ASAP\] {2}Today at 6:30 PM/)
    await press(stdin, keys.right, keys.enter, keys.enter)
    await eventually(() => expect(lastFrame()).toContain("✓ Order Placed Successfully!"))
    expect(lastFrame()).toContain("Order number: ORD07-ABCDE")

    expect(placed).toHaveLength(1)
    const { submission, key } = placed[0] ?? { submission: undefined, key: "" }
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(submission?.items.map((line) => [line.name, line.quantity, line.notes])).toEqual([
      ["Fried Pickles", 2, ""],
      ["Loaded Nachos", 1, "extra cheese"],
      ["Chocolate Scoop", 1, ""]
    ])
    expect(submission?.contactInfo).toEqual({
      name: "Jane Doe",
      phone: "5551234567",
      email: null,
      specialInstructions: "ring the bell"
    })
    expect(submission).toMatchObject({
      orderType: "pickup",
      gratuityPercent: 15,
      userId: "user-1",
      pickupTime: "2026-06-15T22:30:00.000Z"
    })
    const expected = priceOrder(
      {
        lines: cartPricedLines([]).concat([
          { unitPrice: Cents(799), quantity: 2, categoryId: "starters" },
          { unitPrice: Cents(1099), quantity: 1, categoryId: "starters" },
          { unitPrice: Cents(400), quantity: 1, categoryId: "icecream" }
        ]),
        orderType: "pickup",
        tipPercent: 15,
        isMember: true
      },
      defaultVenueConfig
    )
    expect(submission?.total).toBe(expected.total / 100)
    expect(submission?.memberDiscount).toBe(2)

    await press(stdin, "n")
    expect(lastFrame()).toContain("Your cart is empty")
  })

  it("applies a reward code checked with the server, and sends it with the order", async () => {
    const { source, placed } = fakeSource()
    const { lastFrame, stdin } = await open(source)
    await press(stdin, keys.enter, ...tabs(3), ..."Jane", keys.tab, keys.tab, ..."5551234567", ...tabs(4))
    await press(stdin, ..."zzzzz-zzzzz", keys.enter)
    await eventually(() => expect(lastFrame()).toContain("This code has already been used"))
    await press(
      stdin,
      keys.shiftTab,
      ...Array.from({ length: 11 }, () => keys.backspace),
      ..."abcde-fghjk",
      keys.enter
    )
    await eventually(() => expect(lastFrame()).toContain("ABCDE-FGHJK applied: $5 Off ·"))
    expect(lastFrame()).toMatch(/Reward +-\$5\.00/)
    await press(stdin, ...tabs(2), keys.enter)
    await eventually(() => expect(lastFrame()).toContain("✓ Order Placed Successfully!"))
    expect(placed[0]?.submission).toMatchObject({ rewardCode: "ABCDE-FGHJK", rewardDiscount: 5 })
  })

  it("shows the server's refusal in its own words", async () => {
    const { source } = fakeSource({
      _tag: "Rejected",
      title: "Failed to place order",
      message: "Wings are not available"
    })
    const { lastFrame, stdin } = await open(source)
    await press(stdin, ...newCustomersOrder, keys.shiftTab, keys.shiftTab)
    await press(stdin, ...tabs(9), keys.enter)
    await eventually(() => expect(lastFrame()).toContain("✗ Failed to place order: Wings are not available"))
    expect(lastFrame()).toContain("New customer! We'll create a")
  })

  it("reloads the menu when the prices changed, so the next try uses the server's prices", async () => {
    const { source } = fakeSource({
      _tag: "PricesChanged",
      message: "Prices have changed: your total is now $9.99."
    })
    const { lastFrame, stdin } = await open(source)
    await press(stdin, ...newCustomersOrder, ...tabs(7), keys.enter)
    await eventually(() => expect(lastFrame()).toContain("✗ Prices have changed: your total is now $9.99."))
    expect(source.loadSetup).toHaveBeenCalledTimes(2)
  })

  it("asks for a golf cart, and checks a delivery address before placing", async () => {
    const { source } = fakeSource()
    const { lastFrame, stdin } = await open(source)
    await press(
      stdin,
      keys.enter,
      keys.tab,
      keys.tab,
      keys.right,
      keys.right,
      keys.tab,
      ..."Ann",
      keys.tab,
      keys.tab
    )
    await press(stdin, ..."5550001111", ...tabs(7), keys.enter)
    await eventually(() =>
      expect(lastFrame()).toContain(
        "✗ Golf Cart Information Missing: Please select your golf cart before placing the order"
      )
    )
    expect(lastFrame()).toContain("Golf cart      Cart 1   Cart 2")

    await press(stdin, ...tabs(3), keys.left)
    expect(lastFrame()).toContain("Order type     Pickup  [Delivery]  Golf Cart")
    await press(stdin, ...tabs(10), ..."1 Main St", ...tabs(4), keys.enter)
    await eventually(() =>
      expect(lastFrame()).toContain(
        "✗ Sorry, delivery is only available within Towne Lake Hills: That street is outside the neighborhood"
      )
    )
    expect(source.checkAddress).toHaveBeenCalledWith({
      address: "1 Main St",
      city: "Woodstock",
      state: "GA",
      zipCode: ""
    })
    expect(source.placeOrder).not.toHaveBeenCalled()
  })

  it("offers a golf cart's turn once the cart is chosen, and sends its time", async () => {
    const { source, placed } = fakeSource()
    const { lastFrame, stdin } = await open(source)
    await press(stdin, keys.enter, keys.tab, keys.tab, keys.right, keys.right, keys.tab, ..."Ann")
    await press(stdin, keys.tab, ..."Lee", keys.tab, ..."5550001111", ...tabs(6), keys.right)
    await eventually(() => expect(lastFrame()).toContain("Deliver       [As soon as possible]"))
    expect(source.turnAt).toHaveBeenCalledWith("1")
    expect(lastFrame()).not.toContain("At the turn")

    await press(stdin, keys.right)
    await eventually(() => expect(lastFrame()).toContain("At the turn, about 4:30 PM"))
    await press(stdin, keys.tab, keys.right, keys.tab, keys.enter)
    await eventually(() => expect(placed).toHaveLength(1))
    expect(placed[0]?.submission.golfCartDelivery?.cartId).toBe("2")
    expect(placed[0]?.submission.pickupTime).toBe(TURN_AT)
  })

  it("asks before throwing away an order on Esc", async () => {
    const { source } = fakeSource()
    const { lastFrame, stdin, onExit } = await open(source)
    await press(stdin, keys.enter, keys.escape)
    expect(lastFrame()).toContain("Press esc again to discard this order")
    expect(onExit).not.toHaveBeenCalled()
    await press(stdin, keys.escape)
    await eventually(() => expect(onExit).toHaveBeenCalledWith({ exitCode: 0 }))
  })

  it("ends with the failure when the menu cannot be loaded", async () => {
    const { source } = fakeSource()
    vi.mocked(source.loadSetup).mockRejectedValueOnce(new Error("Cannot reach the grill server at http://x"))
    const onExit = vi.fn()
    render(<NewOrderApp source={source} onExit={onExit} />)
    await eventually(() =>
      expect(onExit).toHaveBeenCalledWith({
        exitCode: 1,
        message: "Cannot reach the grill server at http://x"
      })
    )
  })
})
