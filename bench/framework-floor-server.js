// The framework's floor for issue 16: what @effect/platform's HttpApi alone costs to take the same
// order body, on this machine, with nothing of ours in the handler. One POST endpoint with the
// product's own payload schema (orders/order-input.ts) that answers 201 and does nothing else: no
// database, no pricing, no middleware. The product can never be faster than this while its
// orders go through HttpApi, so the bench prints it beside the bare baseline. Run by
// bench/throughput.js (full runs), never by the product.
//
//   node bench/framework-floor-server.js
// prints "floor listening on http://127.0.0.1:<port>" once ready.
import { createServer } from "node:http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { OrderSubmission } from "../packages/http/dist/orders/order-input.js"

const Api = HttpApi.make("floor").add(
  HttpApiGroup.make("orders").add(
    HttpApiEndpoint.post("place", "/api/orders")
      .setPayload(OrderSubmission)
      .addSuccess(Schema.Struct({ success: Schema.Boolean }), { status: 201 })
  )
)
const Orders = HttpApiBuilder.group(Api, "orders", (handlers) =>
  handlers.handle("place", () => Effect.succeed({ success: true }))
)

const server = createServer()
server.on("listening", () => {
  const address = /** @type {import("node:net").AddressInfo} */ (server.address())
  console.log(`floor listening on http://127.0.0.1:${address.port}`)
})
HttpApiBuilder.serve().pipe(
  Layer.provide(HttpApiBuilder.api(Api).pipe(Layer.provide(Orders))),
  Layer.provide(NodeHttpServer.layer(() => server, { port: 0, host: "127.0.0.1" })),
  Layer.launch,
  // The same as the product's server: no spans (nothing exports them).
  Effect.withTracerEnabled(false),
  NodeRuntime.runMain
)
