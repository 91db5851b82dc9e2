import { CODES_STOPPED_MESSAGE, TEXTS_STOPPED_MESSAGE, textUpdateMessage } from "@grill/core"
import { Redacted } from "effect"
import twilio from "twilio"
import { afterAll, describe, expect, it } from "vitest"
import { twilioSmsSender } from "../src/notifications/sms-sender.js"
import { TEXTS_PER_PHONE } from "../src/notifications/text-updates.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder as place } from "./support/order-submissions.js"
import { startTwilioStandIn } from "./support/twilio-stand-in.js"

const PUBLIC_URL = "https://grill.example"
const AUTH_TOKEN = "inbound-secret"
const standIn = await startTwilioStandIn()
afterAll(() => standIn.close())

const { server, call, client, admin } = useTestServer({
  smsSender: twilioSmsSender({
    accountSid: "AC123",
    authToken: Redacted.make(AUTH_TOKEN),
    from: "+14045550000",
    apiBase: standIn.apiBase
  }),
  env: { GRILL_PUBLIC_URL: PUBLIC_URL, GRILL_SMS_AUTH_TOKEN: AUTH_TOKEN }
})

const textsTo = (phone: string) => standIn.messages().filter((message) => message.form.To === `+1${phone}`)

/** Places a pickup order from `phone`; `textUpdates` as the checkout's box was left. */
const placeOrder = async (
  phone: string,
  textUpdates: boolean,
  orderType: "pickup" | "golf_cart" = "pickup"
) =>
  (
    await place(client, {
      contactInfo: { name: "Tess Texter", phone },
      textUpdates,
      ...(orderType === "golf_cart" ? { orderType, golfCartDelivery: { cartId: "4" } } : {})
    })
  ).order

const setStatus = (order: { id: number }, status: "preparing" | "ready" | "delivered") =>
  admin.orders.setStatus({ path: { id: order.id }, payload: { status } })

const switchOf = (orderNumber: string) => client.notifications.textUpdates({ path: { orderNumber } })
const turn = (orderNumber: string, on: boolean) =>
  client.notifications.turnTextUpdates({ path: { orderNumber }, payload: { on } })

/** Texts go after the change commits, off the request: wait for `count` to reach `n`. */
const eventually = async (count: () => number, n: number) => {
  for (let waited = 0; waited < 20_000 && count() < n; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(count()).toBe(n)
}

/** A reply as the provider posts it, signed with the account's token for the public URL. */
const reply = (from: string, body: string, signedWith = AUTH_TOKEN) => {
  const form = { From: from, To: "+14045550000", Body: body, MessageSid: "SM123" }
  const signature = twilio.getExpectedTwilioSignature(signedWith, `${PUBLIC_URL}/api/sms/inbound`, form)
  return fetch(`${server.url}/api/sms/inbound`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body: new URLSearchParams(form).toString()
  })
}

describe("texts to the customer", () => {
  it("texts once when the order is ready, with the order page's link, and never again for it", async () => {
    const phone = "4045550301"
    const order = await placeOrder(phone, true)
    await setStatus(order, "preparing")
    await setStatus(order, "ready")
    await eventually(() => textsTo(phone).length, 1)
    expect(textsTo(phone)[0]?.form.Body).toBe(
      textUpdateMessage({
        venueName: "Clubhouse Grill",
        orderNumber: order.orderNumber,
        orderType: "pickup",
        orderLink: `${PUBLIC_URL}/order/${order.orderNumber}`
      })
    )
    // Back and forth to ready again: the marker says it was texted.
    await setStatus(order, "preparing")
    await setStatus(order, "ready")
    await setStatus(order, "delivered")
    const other = await placeOrder("4045550399", true)
    await setStatus(other, "ready")
    await eventually(() => textsTo("4045550399").length, 1)
    expect(textsTo(phone)).toHaveLength(1)
  })

  it("texts nobody who left the box unticked, and says 'on the way' for a golf cart", async () => {
    const quiet = await placeOrder("4045550302", false)
    const cart = await placeOrder("4045550303", true, "golf_cart")
    await setStatus(quiet, "ready")
    await setStatus(cart, "ready")
    await eventually(() => textsTo("4045550303").length, 1)
    expect(textsTo("4045550303")[0]?.form.Body).toContain("is on the way to your cart")
    expect(textsTo("4045550302")).toHaveLength(0)
  })

  it("texts a rejection once, with the kitchen's reason after one apology; not a cancel, not a STOP phone", async () => {
    const phone = "4045550311"
    const order = await placeOrder(phone, true)
    await admin.orders.reject({ path: { id: order.id }, payload: { reason: "Sorry, we're out of wings" } })
    await eventually(() => textsTo(phone).length, 1)
    expect(textsTo(phone)[0]?.form.Body).toBe(
      `Clubhouse Grill: sorry, we couldn't take your order ${order.orderNumber}: we're out of wings. ${PUBLIC_URL}/order/${order.orderNumber} Reply STOP to end texts.`
    )
    // Cancelled by staff: no text. A phone that replied STOP: no text. The witness shows texts went on.
    const cancelled = await placeOrder("4045550312", true)
    await admin.orders.setStatus({ path: { id: cancelled.id }, payload: { status: "cancelled" } })
    expect((await reply("+14045550313", "STOP")).status).toBe(200)
    const stopped = await placeOrder("4045550313", true)
    await admin.orders.reject({ path: { id: stopped.id }, payload: { reason: "Fryer down" } })
    const witness = await placeOrder("4045550314", true)
    await admin.orders.reject({ path: { id: witness.id }, payload: { reason: "Fryer down" } })
    await eventually(() => textsTo("4045550314").length, 1)
    expect(textsTo("4045550312")).toHaveLength(0)
    expect(textsTo("4045550313")).toHaveLength(0)
    expect(textsTo(phone)).toHaveLength(1)
  })

  it("stops texting a phone that replied STOP, and starts again after START", async () => {
    const phone = "4045550304"
    const answer = await reply(`+1${phone}`, " stop ")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toContain("text/xml")
    const stopped = await placeOrder(phone, true)
    expect(await switchOf(stopped.orderNumber)).toMatchObject({ on: false, stopped: true })
    expect(await turn(stopped.orderNumber, true).refused()).toMatchObject({
      _tag: "Conflict",
      status: 409,
      message: TEXTS_STOPPED_MESSAGE
    })
    const witness = await placeOrder("4045550398", true)
    await setStatus(stopped, "ready")
    await setStatus(witness, "ready")
    await eventually(() => textsTo("4045550398").length, 1)
    expect(textsTo(phone)).toHaveLength(0)

    expect((await reply(`+1${phone}`, "START")).status).toBe(200)
    const again = await placeOrder(phone, true)
    await setStatus(again, "ready")
    await eventually(() => textsTo(phone).length, 1)
  })

  it("texts no code to a phone that replied STOP (400, text START first), and codes again after START", async () => {
    const phone = "4045550310"
    expect((await reply(`+1${phone}`, "STOP")).status).toBe(200)
    const refused = await client.loyalty.requestCode({ payload: { phone } }).refused()
    expect(refused).toMatchObject({ status: 400, message: CODES_STOPPED_MESSAGE })
    expect(refused.message).toMatch(/Text START/)
    expect(textsTo(phone)).toHaveLength(0)
    expect((await reply(`+1${phone}`, "START")).status).toBe(200)
    expect(await client.loyalty.requestCode({ payload: { phone } }).status()).toBe(200)
    await eventually(() => textsTo(phone).length, 1)
    expect(textsTo(phone)[0]?.form.Body).toMatch(/Your Clubhouse Grill code is \d{6}/)
  })

  it("refuses a reply without the provider's signature, changing nothing", async () => {
    const phone = "4045550305"
    expect((await reply(`+1${phone}`, "STOP", "someone-else")).status).toBe(403)
    const unsigned = await fetch(`${server.url}/api/sms/inbound`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ From: `+1${phone}`, Body: "STOP" }).toString()
    })
    expect(unsigned.status).toBe(403)
    // Signed but without a sender: refused as bad input. A form anywhere else is still refused.
    const form = { To: "+14045550000", Body: "STOP" }
    const noSender = await fetch(`${server.url}/api/sms/inbound`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilio.getExpectedTwilioSignature(
          AUTH_TOKEN,
          `${PUBLIC_URL}/api/sms/inbound`,
          form
        )
      },
      body: new URLSearchParams(form).toString()
    })
    expect(noSender.status).toBe(400)
    const elsewhere = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "orderType=pickup"
    })
    expect(elsewhere.status).toBe(415)
    const order = await placeOrder(phone, true)
    expect((await switchOf(order.orderNumber)).stopped).toBe(false)
  })

  it("lets the order page's switch turn texts off and on", async () => {
    const off = await placeOrder("4045550306", true)
    expect(await turn(off.orderNumber, false)).toEqual({
      available: true,
      on: false,
      stopped: false,
      label: "Text me when it's ready"
    })
    const on = await placeOrder("4045550307", false)
    expect((await turn(on.orderNumber, true)).on).toBe(true)
    await setStatus(off, "ready")
    await setStatus(on, "ready")
    await eventually(() => textsTo("4045550307").length, 1)
    expect(textsTo("4045550306")).toHaveLength(0)
    // Texted: nothing more will come, so the switch is no longer offered.
    expect((await switchOf(on.orderNumber)).available).toBe(false)
    expect(await switchOf("NOSUCH1").refused()).toMatchObject({ _tag: "NotFound", status: 404 })
    // Raw: the typed client cannot send a switch that is not a boolean.
    expect((await call("PUT", `/api/orders/${on.orderNumber}/text-updates`, { on: "yes" })).status).toBe(400)
  })

  it("still changes the status when the provider is down, and does not retry the text", async () => {
    const phone = "4045550308"
    const order = await placeOrder(phone, true)
    standIn.failWith(500)
    try {
      const changed = await setStatus(order, "ready")
      expect(changed.order.status).toBe("ready")
      await eventually(() => textsTo(phone).length, 1)
    } finally {
      standIn.failWith(undefined)
    }
    await setStatus(order, "preparing")
    await setStatus(order, "ready")
    const witness = await placeOrder("4045550397", true)
    await setStatus(witness, "ready")
    await eventually(() => textsTo("4045550397").length, 1)
    expect(textsTo(phone)).toHaveLength(1)
    expect((await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })).order.status).toBe(
      "ready"
    )
  })

  it(`texts one phone at most ${TEXTS_PER_PHONE} times an hour`, async () => {
    const phone = "4045550309"
    for (let n = 0; n <= TEXTS_PER_PHONE; n++) {
      const order = await placeOrder(phone, true)
      await setStatus(order, "ready")
      // One at a time: the limit counts texts already sent.
      await eventually(() => textsTo(phone).length, Math.min(n + 1, TEXTS_PER_PHONE))
    }
    const witness = await placeOrder("4045550396", true)
    await setStatus(witness, "ready")
    await eventually(() => textsTo("4045550396").length, 1)
    expect(textsTo(phone)).toHaveLength(TEXTS_PER_PHONE)
  })
})
