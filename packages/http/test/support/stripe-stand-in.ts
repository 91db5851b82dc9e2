import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import Stripe from "stripe"
import { makeLedger } from "./stripe-stand-in-ledger.js"
import { type Charge, type Intent, newId, StripeError } from "./stripe-stand-in-model.js"

/**
 * A local, stateful stand-in for the part of Stripe's API the grill uses, so the official SDK
 * runs against it with no internet: PaymentIntents create / retrieve / list / confirm / capture /
 * cancel, and refunds. It keeps Stripe's status names and amounts, honours idempotency keys, and
 * signs each webhook the way Stripe does (the SDK's own test header) before posting it to the
 * grill. It is not Stripe: no real cards or banks, no disputes. The bank's 3-D Secure challenge
 * is one call (`POST /v1/payment_intents/<id>/authenticate`, `result=pass|fail`) that the
 * Stripe.js stand-in makes for the card holder.
 *
 * Test cards are payment method ids: `pm_card_visa` (••4242), `pm_card_mastercard` (••4444),
 * `pm_card_threeDSecure2Required` (••3184, asks for 3-D Secure), `pm_card_chargeDeclined` (declined).
 */
export interface StandInEvent {
  readonly id: string
  readonly type: string
  readonly payload: string
}

export interface StripeStandIn {
  readonly url: string
  readonly secretKey: string
  readonly publishableKey: string
  readonly webhookSecret: string
  /** Where webhooks go (the grill's webhook URL); none: events are only kept. */
  webhookUrl: string | undefined
  /** Deliver events as they happen (default) or hold them for the test to send. */
  autoDeliver: boolean
  /**
   * Answer the grill's calls only once the events they caused are delivered: Stripe's webhook
   * reaching the grill before Stripe's answer to the call that caused it, which can happen.
   */
  webhooksFirst: boolean
  /**
   * An outage, for the grill's calls (the test's own helpers are not affected): `down` drops
   * every connection unanswered and does nothing; `answers-lost` does what was asked, then drops
   * the connection before answering (a crash or a network cut after Stripe acted).
   */
  outage: "none" | "down" | "answers-lost"
  readonly events: Array<StandInEvent>
  readonly intents: Map<string, Intent>
  /** Posts one event to the webhook URL, signed (or with the header given), and answers its status. */
  readonly deliver: (event: StandInEvent, signature?: string) => Promise<number>
  /** Creates an intent as the grill would have, outside the grill (a crash after creating it). */
  readonly createIntent: (amount: number, metadata: Record<string, string>) => Intent
  /** Confirms an intent with a test card, as Stripe.js would in the browser. */
  readonly confirm: (id: string, paymentMethod: string) => Promise<Intent>
  /** The card holder answers the 3-D Secure challenge of an intent that requires action. */
  readonly authenticate: (id: string, passed: boolean) => Promise<Intent>
  /** A refund made at Stripe itself (its dashboard), not by the grill; resolves once its events are delivered. */
  readonly refundAtStripe: (intentId: string, amount: number) => Promise<void>
  /** Stripe lets an uncaptured authorisation lapse (7 days after it was made). */
  readonly expire: (id: string) => Promise<Intent>
  readonly close: () => Promise<void>
}

export const startStripeStandIn = async (): Promise<StripeStandIn> => {
  const secretKey = `sk_test_${randomBytes(8).toString("hex")}`
  const publishableKey = `pk_test_${randomBytes(8).toString("hex")}`
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`
  const signer = new Stripe(secretKey)
  const idempotent = new Map<string, { params: string; status: number; body: string }>()
  const events: Array<StandInEvent> = []
  const deliveries: Array<Promise<unknown>> = []

  const sign = (payload: string) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })

  const deliver = async (event: StandInEvent, signature?: string): Promise<number> => {
    if (standIn.webhookUrl === undefined) return 0
    const response = await fetch(standIn.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature ?? sign(event.payload) },
      body: event.payload
    })
    await response.text()
    return response.status
  }

  const emit = (type: string, object: Intent | Charge) => {
    const id = newId("evt")
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null }
    })
    const event = { id, type, payload }
    events.push(event)
    if (standIn.autoDeliver) deliveries.push(deliver(event).catch(() => 0))
  }
  const { intents, createIntent, expire, route } = makeLedger({ secretKey, publishableKey }, emit)

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const fromGrill = request.headers["user-agent"]?.startsWith("Stripe/") ?? false
    if (fromGrill && standIn.outage === "down") return void request.socket.destroy()
    const url = new URL(request.url ?? "/", "http://stand-in")
    const params = new URLSearchParams(request.method === "GET" ? url.search : body)
    // Stripe.js calls from the page's origin; the SDK from the server.
    response.setHeader("access-control-allow-origin", "*")
    response.setHeader("access-control-allow-headers", "authorization, content-type")
    if (request.method === "OPTIONS") return void response.writeHead(204).end()
    const key = request.headers["idempotency-key"]
    const idempotencyKey = typeof key === "string" ? `${request.headers.authorization} ${key}` : undefined
    const earlier = idempotencyKey === undefined ? undefined : idempotent.get(idempotencyKey)
    let status: number
    let text: string
    if (earlier !== undefined) {
      if (earlier.params !== `${url.pathname}?${body}`) {
        status = 400
        text = JSON.stringify({
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with."
          }
        })
      } else {
        response.setHeader("idempotent-replayed", "true")
        ;({ status, body: text } = earlier)
      }
    } else {
      try {
        const answer = route(
          request.method ?? "GET",
          url.pathname,
          params,
          request.headers.authorization ?? ""
        )
        status = answer.status
        text = JSON.stringify(answer.body)
      } catch (error) {
        if (!(error instanceof StripeError)) throw error
        status = error.status
        text = JSON.stringify({ error: { type: error.type, message: error.message, code: error.code } })
      }
      if (idempotencyKey !== undefined && request.method === "POST") {
        idempotent.set(idempotencyKey, { params: `${url.pathname}?${body}`, status, body: text })
      }
    }
    if (fromGrill && standIn.outage === "answers-lost") return void request.socket.destroy()
    const answer = () =>
      response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") }).end(text)
    if (fromGrill && standIn.webhooksFirst) void Promise.all(deliveries.splice(0)).then(answer)
    else answer()
  }

  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => handle(request, response, Buffer.concat(chunks).toString("utf8")))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  /** A call on an intent, as the card holder's browser makes it; resolves once its events are delivered. */
  const post = async (path: string, form: Record<string, string>) => {
    const answer = await fetch(`${standIn.url}/v1/payment_intents/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form)
    })
    await Promise.all(deliveries.splice(0))
    return (await answer.json()) as Intent
  }

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    webhookUrl: undefined,
    autoDeliver: true,
    webhooksFirst: false,
    outage: "none",
    events,
    intents,
    deliver,
    createIntent,
    confirm: (id, paymentMethod) => post(`${id}/confirm`, { payment_method: paymentMethod }),
    authenticate: (id, passed) => post(`${id}/authenticate`, { result: passed ? "pass" : "fail" }),
    refundAtStripe: async (intentId, amount) => {
      const answer = await fetch(`${standIn.url}/v1/refunds`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${secretKey}`,
          "content-type": "application/x-www-form-urlencoded"
        },
        body: new URLSearchParams({ payment_intent: intentId, amount: String(amount) })
      })
      if (!answer.ok) throw new Error(`The stand-in refused the refund: ${await answer.text()}`)
      await Promise.all(deliveries.splice(0))
    },
    expire: async (id) => {
      const intent = expire(id)
      await Promise.all(deliveries.splice(0))
      return intent
    },
    close: async () => {
      await Promise.all(deliveries.splice(0))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
  return standIn
}

/** The grill's environment for card payments against a stand-in. */
export const stripeEnv = (standIn: StripeStandIn): Record<string, string> => ({
  GRILL_STRIPE_SECRET_KEY: standIn.secretKey,
  GRILL_STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
  GRILL_STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
  GRILL_STRIPE_API_BASE: standIn.url
})
