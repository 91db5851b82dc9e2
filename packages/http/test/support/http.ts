import { PICKUP_BASICS } from "./order-submissions.js"
/** A plain JSON caller, as the spec's old browser client talks to the API. */
export interface Reply<T = any> {
  readonly status: number
  readonly body: T
  readonly headers: Headers
}

export const caller =
  (baseUrl: string, defaults: { cookie?: string } = {}) =>
  async <T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {}
  ): Promise<Reply<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(defaults.cookie === undefined ? {} : { cookie: defaults.cookie }),
        ...headers
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) })
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text === "" ? undefined : JSON.parse(text),
      headers: response.headers
    }
  }

/** A valid pickup order for the demo menu; callers override what their test is about. */
export const pickupOrder = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: 1, quantity: 2 }],
  ...PICKUP_BASICS,
  ...overrides
})

/** Asks the server for its totals (a 409 carries them) and returns the order with them filled in. */
export const withServerTotals = async (
  call: ReturnType<typeof caller>,
  order: Record<string, unknown>
): Promise<Record<string, unknown>> => {
  const probe = await call("POST", "/api/orders", { ...order, total: -1 })
  if (probe.status !== 409)
    throw new Error(`expected 409 from the probe, got ${probe.status}: ${JSON.stringify(probe.body)}`)
  return { ...order, ...probe.body.totals }
}
