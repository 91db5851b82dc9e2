import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { memberWithProfile } from "./support/members.js"
import { placeOrder } from "./support/order-submissions.js"

const { client, admin } = useTestServer()

// Door 8: a stranger who knows a member's phone must not learn the saved home address.
describe("a saved home address", () => {
  it("is delivered to, but never shown to a caller without proof of the phone", async () => {
    await memberWithProfile(
      client,
      { phone: "4045550081", name: "Vic Tim" },
      { deliveryAddress: { address: "112 Oak Trail", city: "Woodstock", state: "GA", zipCode: "30188" } },
      admin
    )

    const placed = await placeOrder(client, {
      orderType: "delivery",
      useSavedAddress: true,
      contactInfo: { name: "Eve Stranger", phone: "4045550081" }
    })
    expect(JSON.stringify(placed)).not.toContain("112 Oak")
    expect(placed.order.deliveryAddress).toMatchObject({ address: "•• Oak Trail", city: "Woodstock" })

    const read = await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })
    expect(JSON.stringify(read)).not.toContain("112 Oak")

    // The kitchen still needs the door to knock on.
    const listed = await admin.orders.list({ urlParams: { limit: 5 } })
    const forKitchen = listed.find((o) => o.orderNumber === placed.orderNumber)
    expect(forKitchen?.deliveryAddress?.address).toBe("112 Oak Trail")
  })
})
