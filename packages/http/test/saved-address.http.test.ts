import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call, staff } = useTestServer()

// Door 8: a stranger who knows a member's phone must not learn the saved home address.
describe("a saved home address", () => {
  it("is delivered to, but never shown to a caller without proof of the phone", async () => {
    const member = await call("POST", "/api/loyalty/users", { phone: "4045550081", name: "Vic Tim" })
    const saved = await staff("POST", "/api/users/update", {
      userId: member.body.user.id,
      phone: "4045550081",
      deliveryAddress: { address: "112 Oak Trail", city: "Woodstock", state: "GA", zipCode: "30188" }
    })
    expect(saved.status).toBe(200)

    const order = pickupOrder({
      orderType: "delivery",
      useSavedAddress: true,
      contactInfo: { name: "Eve Stranger", phone: "4045550081" }
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)
    expect(JSON.stringify(placed.body)).not.toContain("112 Oak")
    expect(placed.body.order.deliveryAddress).toMatchObject({ address: "•• Oak Trail", city: "Woodstock" })

    const read = await call("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(JSON.stringify(read.body)).not.toContain("112 Oak")

    // The kitchen still needs the door to knock on.
    const listed = await staff("GET", "/api/orders?limit=5")
    const forKitchen = listed.body.find(
      (o: { orderNumber: string }) => o.orderNumber === placed.body.orderNumber
    )
    expect(forKitchen.deliveryAddress.address).toBe("112 Oak Trail")
  })
})
