import { randomBytes } from "node:crypto"
import { CARDS, type Card, type Charge, type Intent, newId, StripeError } from "./stripe-stand-in-model.js"

/**
 * The stand-in's accounts: intents, charges and refunds, with Stripe's rules for moving between
 * them, and the API it answers over them; `emit` sends each change as an event.
 */
export const makeLedger = (
  keys: { readonly secretKey: string; readonly publishableKey: string },
  emit: (type: string, object: Intent | Charge) => void
) => {
  const { secretKey, publishableKey } = keys
  const intents = new Map<string, Intent>()
  const charges = new Map<string, Charge>()
  const awaitingAuthentication = new Map<string, Card>()

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
      next_action: null,
      cancellation_reason: null,
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
    if (card.authenticate === true) {
      // Stripe.js shows the bank's challenge; the intent waits for its answer (authenticate below).
      awaitingAuthentication.set(intent.id, card)
      Object.assign(intent, { status: "requires_action", next_action: { type: "use_stripe_sdk" } })
      emit("payment_intent.requires_action", intent)
      return intent
    }
    return authorise(intent, card)
  }

  const authorise = (intent: Intent, card: Card): Intent => {
    const held = Math.min(card.authorisesOnly ?? intent.amount, intent.amount)
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      amount: held,
      amount_captured: 0,
      amount_refunded: 0,
      payment_intent: intent.id,
      payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4 } }
    }
    charges.set(charge.id, charge)
    Object.assign(intent, {
      status: "requires_capture",
      amount_capturable: held,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null
    })
    emit("payment_intent.amount_capturable_updated", intent)
    return intent
  }

  /** The card holder's answer to the 3-D Secure challenge: authorised, or back to asking for a card. */
  const authenticate = (intent: Intent, passed: boolean): Intent => {
    const card = awaitingAuthentication.get(intent.id)
    if (intent.status !== "requires_action" || card === undefined) {
      throw new StripeError(
        400,
        "invalid_request_error",
        `This PaymentIntent's status is ${intent.status}`,
        "payment_intent_unexpected_state"
      )
    }
    awaitingAuthentication.delete(intent.id)
    if (passed) return authorise(intent, card)
    Object.assign(intent, {
      status: "requires_payment_method",
      next_action: null,
      last_payment_error: {
        code: "payment_intent_authentication_failure",
        message:
          "We are unable to authenticate your payment method. Please choose a different payment method and try again."
      }
    })
    emit("payment_intent.payment_failed", intent)
    return intent
  }

  /** Stripe cancels an authorisation left uncaptured for 7 days; the test says when. */
  const expire = (id: string): Intent => {
    const intent = intentOf(id)
    if (intent.status !== "requires_capture") throw new Error(`${id} holds no authorisation to expire`)
    Object.assign(intent, { status: "canceled", amount_capturable: 0, cancellation_reason: "automatic" })
    emit("payment_intent.canceled", intent)
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
      const allowed = action === "confirm" || action === "authenticate"
      if (resource !== "payment_intents" || !allowed || id === undefined) {
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
      if (action === "authenticate") {
        return { status: 200, body: authenticate(intent, params.get("result") === "pass") }
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
      if (method === "POST" && action === "authenticate") {
        return { status: 200, body: authenticate(intent, params.get("result") === "pass") }
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

  return { intents, createIntent, expire, route }
}
