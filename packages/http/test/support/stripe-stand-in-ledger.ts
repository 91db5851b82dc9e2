import { randomBytes } from "node:crypto"

/** The stand-in's accounts: intents, charges and refunds, with Stripe's rules for moving between them. */

export interface Intent {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: "requires_payment_method" | "requires_capture" | "succeeded" | "canceled"
  capture_method: string
  client_secret: string
  metadata: Record<string, string>
  latest_charge: string | null
  last_payment_error: { code: string; message: string } | null
  created: number
}

export interface Charge {
  id: string
  object: "charge"
  amount: number
  amount_captured: number
  amount_refunded: number
  payment_intent: string
  payment_method_details: { type: "card"; card: { brand: string; last4: string } }
}

const CARDS: Record<string, { brand: string; last4: string } | "declined"> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: "declined"
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string
  ) {
    super(message)
  }
}

/** The API the stand-in answers, over its intents and charges; `emit` sends each change as an event. */
export const makeLedger = (
  keys: { readonly secretKey: string; readonly publishableKey: string },
  emit: (type: string, object: Intent | Charge) => void
) => {
  const { secretKey, publishableKey } = keys
  const intents = new Map<string, Intent>()
  const charges = new Map<string, Charge>()

  const intentOf = (id: string): Intent => {
    const intent = intents.get(id)
    if (intent === undefined) {
      throw new StripeError(
        404,
        "invalid_request_error",
        `No such payment_intent: '${id}'`,
        "resource_missing"
      )
    }
    return intent
  }

  const createIntent = (amount: number, metadata: Record<string, string>): Intent => {
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(
        400,
        "invalid_request_error",
        "Amount must be at least 50 cents",
        "amount_too_small"
      )
    }
    const id = newId("pi")
    const intent: Intent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: "usd",
      status: "requires_payment_method",
      capture_method: "manual",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      metadata,
      latest_charge: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000)
    }
    intents.set(id, intent)
    emit("payment_intent.created", intent)
    return intent
  }

  const confirmNow = (intent: Intent, paymentMethod: string): Intent => {
    if (intent.status !== "requires_payment_method") {
      throw new StripeError(
        400,
        "invalid_request_error",
        `This PaymentIntent's status is ${intent.status}`,
        "payment_intent_unexpected_state"
      )
    }
    const card = CARDS[paymentMethod]
    if (card === undefined)
      throw new StripeError(400, "invalid_request_error", `No such PaymentMethod: '${paymentMethod}'`)
    if (card === "declined") {
      intent.last_payment_error = { code: "card_declined", message: "Your card was declined." }
      emit("payment_intent.payment_failed", intent)
      throw new StripeError(402, "card_error", "Your card was declined.", "card_declined")
    }
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      payment_intent: intent.id,
      payment_method_details: { type: "card", card }
    }
    charges.set(charge.id, charge)
    Object.assign(intent, {
      status: "requires_capture",
      amount_capturable: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null
    })
    emit("payment_intent.amount_capturable_updated", intent)
    return intent
  }

  const withCharge = (intent: Intent, expand: ReadonlyArray<string>) =>
    expand.includes("latest_charge") && intent.latest_charge !== null
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent

  const route = (
    method: string,
    path: string,
    params: URLSearchParams,
    auth: string
  ): { status: number; body: unknown } => {
    // The SDK sends expand[0]=..., Stripe.js expand[]=...
    const expand = [...params].filter(([key]) => key.startsWith("expand[")).map(([, value]) => value)
    const secret = auth === `Bearer ${secretKey}`
    const publishable = auth === `Bearer ${publishableKey}`
    if (!secret && !publishable)
      throw new StripeError(401, "invalid_request_error", "Invalid API Key provided")
    const parts = path.split("/").filter((part) => part !== "")
    if (parts[0] !== "v1")
      throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`)
    const [, resource, id, action] = parts
    // The browser (publishable key) may only confirm an intent it holds the client secret of.
    if (publishable) {
      if (resource !== "payment_intents" || action !== "confirm" || id === undefined) {
        throw new StripeError(
          403,
          "invalid_request_error",
          "This API call cannot be made with a publishable API key"
        )
      }
      const intent = intentOf(id)
      if (params.get("client_secret") !== intent.client_secret) {
        throw new StripeError(400, "invalid_request_error", "The client_secret provided does not match")
      }
      return { status: 200, body: confirmNow(intent, params.get("payment_method") ?? "") }
    }
    if (resource === "payment_intents" && method === "POST" && id === undefined) {
      const metadata: Record<string, string> = {}
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key)
        if (match?.[1] !== undefined) metadata[match[1]] = value
      }
      if (params.get("capture_method") !== "manual") {
        throw new StripeError(400, "invalid_request_error", "The stand-in only takes capture_method=manual")
      }
      return { status: 200, body: createIntent(Number(params.get("amount")), metadata) }
    }
    if (resource === "payment_intents" && method === "GET" && id === undefined) {
      const since = Number(params.get("created[gte]") ?? 0)
      const data = [...intents.values()].filter((intent) => intent.created >= since).reverse()
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/payment_intents" } }
    }
    if (resource === "payment_intents" && id !== undefined) {
      const intent = intentOf(id)
      if (method === "GET" && action === undefined) return { status: 200, body: withCharge(intent, expand) }
      if (method === "POST" && action === "confirm") {
        return { status: 200, body: confirmNow(intent, params.get("payment_method") ?? "") }
      }
      if (method === "POST" && action === "capture") {
        if (intent.status !== "requires_capture") {
          throw new StripeError(
            400,
            "invalid_request_error",
            `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state"
          )
        }
        const amount = Number(params.get("amount_to_capture") ?? intent.amount_capturable)
        if (amount > intent.amount_capturable) {
          throw new StripeError(
            400,
            "invalid_request_error",
            "amount_to_capture is greater than amount_capturable"
          )
        }
        const charge = charges.get(intent.latest_charge ?? "") as Charge
        charge.amount_captured = amount
        Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 })
        emit("payment_intent.succeeded", intent)
        return { status: 200, body: intent }
      }
      if (method === "POST" && action === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          throw new StripeError(
            400,
            "invalid_request_error",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state"
          )
        }
        Object.assign(intent, { status: "canceled", amount_capturable: 0 })
        emit("payment_intent.canceled", intent)
        return { status: 200, body: intent }
      }
    }
    if (resource === "refunds" && method === "POST" && id === undefined) {
      const intent = intentOf(params.get("payment_intent") ?? "")
      const charge = charges.get(intent.latest_charge ?? "")
      if (intent.status !== "succeeded" || charge === undefined) {
        throw new StripeError(
          400,
          "invalid_request_error",
          "This PaymentIntent has no successful charge to refund"
        )
      }
      const left = charge.amount_captured - charge.amount_refunded
      const amount = Number(params.get("amount") ?? left)
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        throw new StripeError(
          400,
          "invalid_request_error",
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          "amount_too_large"
        )
      }
      charge.amount_refunded += amount
      const refund = {
        id: newId("re"),
        object: "refund",
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        status: "succeeded"
      }
      emit("charge.refunded", charge)
      return { status: 200, body: refund }
    }
    throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`)
  }

  return { intents, createIntent, route }
}
