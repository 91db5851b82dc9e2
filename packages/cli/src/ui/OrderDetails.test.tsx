import { defaultVenueConfig, priceOrder } from "@grill/core"
import { LoyaltyUser } from "@grill/http"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { eventually } from "../../test/support/ink.js"
import { janeDoe } from "../../test/support/new-order-app.js"
import type { Section } from "./new-order-sections.js"
import type { NewOrderSource } from "./new-order-source.js"
import { OrderDetails } from "./OrderDetails.js"
import { type TerminalCheckout, useTerminalCheckout } from "./use-terminal-checkout.js"

/** The fake server's member, her email in full as a staff lookup reads it. */
const jane = new LoyaltyUser({ ...janeDoe, email: "jane@example.com" })

const source: NewOrderSource = {
  entry: "staff",
  loadSetup: vi.fn(),
  lookupCustomer: vi.fn(async (phone: string) => (phone === "5551234567" ? jane : null)),
  checkAddress: vi.fn(),
  checkRewardCode: vi.fn(),
  turnAt: vi.fn(async () => null),
  placeOrder: vi.fn(),
  findMembers: vi.fn(async () => [])
}

const noTotals = priceOrder(
  { lines: [], orderType: "pickup", tipPercent: 0, isMember: false },
  defaultVenueConfig
)

/** The details with a real checkout behind them, handed to the test to drive. */
function Harness(props: {
  readonly focus: Section
  readonly onCheckout: (checkout: TerminalCheckout) => void
}) {
  const checkout = useTerminalCheckout({
    source,
    venue: defaultVenueConfig,
    onPlaced: () => undefined,
    onPricesChanged: () => undefined
  })
  props.onCheckout(checkout)
  return (
    <OrderDetails
      checkout={checkout}
      venue={defaultVenueConfig}
      cartIds={["1", "2"]}
      turnAt={null}
      pickupSlots={["2026-06-15T22:30:00.000Z", "2026-06-15T22:45:00.000Z"]}
      totals={noTotals}
      focus={props.focus}
      active={(section) => section === props.focus}
      keysFor={(section) => () => section === props.focus}
      onNext={() => undefined}
    />
  )
}

const mount = (focus: Section = "type") => {
  let checkout: TerminalCheckout | undefined
  const app = render(
    <Harness
      focus={focus}
      onCheckout={(current) => {
        checkout = current
      }}
    />
  )
  const send: TerminalCheckout["send"] = (event) => checkout?.send(event)
  return { ...app, send }
}

describe("OrderDetails", () => {
  it("shows the pickup form with the venue's tips and the Place order total", () => {
    const { lastFrame } = mount()
    expect(lastFrame()).toContain("Order type    [Pickup]  Delivery   Golf Cart")
    expect(lastFrame()).toContain("Tip           [No Tip]  15%   18%   20%   25%")
    expect(lastFrame()).toContain("Place order · $0.00")
    expect(lastFrame()).not.toContain("Address")
  })

  it("looks a complete phone up and greets the member, filling the blanks", async () => {
    const { lastFrame, send } = mount()
    send({ type: "contactEdited", field: "phone", value: "5551234567" })
    await eventually(() => expect(lastFrame()).toContain("Welcome back, Jane! (member)"))
    expect(lastFrame()).toContain("First name    Jane")
    expect(lastFrame()).toContain("Email         jane@example.com")
  })

  it("asks for the address on delivery and for the cart on golf-cart orders", async () => {
    const { lastFrame, send } = mount()
    send({ type: "orderTypeChosen", orderType: "delivery" })
    await eventually(() => expect(lastFrame()).toContain("City          Woodstock"))
    send({ type: "orderTypeChosen", orderType: "golf_cart" })
    await eventually(() => expect(lastFrame()).toContain("Golf cart      Cart 1   Cart 2"))
    expect(lastFrame()).not.toContain("City")
  })
})
