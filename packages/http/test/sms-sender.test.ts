import { Cause, ConfigProvider, Effect, Exit, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SmsSender, SmsSenderFromEnv, twilioSmsSender } from "../src/notifications/sms-sender.js"
import { startTwilioStandIn } from "./support/twilio-stand-in.js"

let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>
beforeAll(async () => {
  twilio = await startTwilioStandIn()
})
afterAll(() => twilio.close())

const send = (to: string, body: string, apiBase = twilio.apiBase) =>
  Effect.flatMap(SmsSender, (sms) => sms.send(to, body)).pipe(
    Effect.provide(
      twilioSmsSender({
        accountSid: "AC123",
        authToken: Redacted.make("secret-token"),
        from: "+14045550000",
        apiBase
      })
    ),
    Effect.runPromiseExit
  )

describe("the Twilio SMS adapter (the SDK, pointed at a local stand-in)", () => {
  it("posts To, From and Body to the account's Messages resource with basic auth (account SID and token)", async () => {
    twilio.failWith(undefined)
    const exit = await send("6785550199", "Your Clubhouse Grill code is 123456.")
    expect(Exit.isSuccess(exit)).toBe(true)
    const request = twilio.received.at(-1)
    expect(request).toMatchObject({ method: "POST", path: "/2010-04-01/Accounts/AC123/Messages.json" })
    expect(request?.type).toBe("application/x-www-form-urlencoded")
    expect(request?.auth).toBe(`Basic ${Buffer.from("AC123:secret-token").toString("base64")}`)
    expect(request?.form).toEqual({
      To: "+16785550199",
      From: "+14045550000",
      Body: "Your Clubhouse Grill code is 123456."
    })
  })

  it("fails (SmsFailed) when the API refuses, and when nothing listens", async () => {
    twilio.failWith(500)
    const refused = await send("6785550199", "x")
    expect(Exit.isFailure(refused) && Cause.squash(refused.cause)).toMatchObject({ _tag: "SmsFailed" })
    twilio.failWith(undefined)
    const down = await send("6785550199", "x", "http://127.0.0.1:9")
    expect(Exit.isFailure(down)).toBe(true)
  })
})

describe("the SMS settings", () => {
  it("refuse to start on the retired GRILL_SMS_URL rather than quietly logging texts", async () => {
    const exit = await Effect.runPromiseExit(
      Layer.build(SmsSenderFromEnv).pipe(
        Effect.scoped,
        Effect.withConfigProvider(
          ConfigProvider.fromMap(new Map([["GRILL_SMS_URL", "https://sms.example/send"]]))
        )
      )
    )
    expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toContain("GRILL_SMS_URL is no longer read")
  })
})
