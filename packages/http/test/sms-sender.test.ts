import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { Cause, Effect, Exit, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { httpSmsSender, SmsSender } from "../src/notifications/sms-sender.js"

/** A local stand-in for a Twilio-style messages API: records each request, answers with `status`. */
let status = 201
const received: Array<{ method: string; url: string; auth: string; type: string; form: URLSearchParams }> = []
const fake = createServer(async (request: IncomingMessage, response) => {
  let body = ""
  for await (const chunk of request) body += chunk
  received.push({
    method: request.method ?? "",
    url: request.url ?? "",
    auth: request.headers.authorization ?? "",
    type: request.headers["content-type"] ?? "",
    form: new URLSearchParams(body)
  })
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ sid: "SM1" }))
})
let url = ""

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/2010-04-01/Accounts/AC123/Messages.json`
})
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

const send = (to: string, body: string) =>
  Effect.flatMap(SmsSender, (sms) => sms.send(to, body)).pipe(
    Effect.provide(
      httpSmsSender({
        url,
        accountSid: "AC123",
        authToken: Redacted.make("secret-token"),
        from: "+14045550000"
      })
    ),
    Effect.runPromiseExit
  )

describe("the HTTP SMS adapter", () => {
  it("posts To, From and Body as a form with basic auth (account SID and token)", async () => {
    status = 201
    const exit = await send("6785550199", "Your Clubhouse Grill code is 123456.")
    expect(Exit.isSuccess(exit)).toBe(true)
    const request = received.at(-1)
    expect(request).toMatchObject({ method: "POST", url: "/2010-04-01/Accounts/AC123/Messages.json" })
    expect(request?.type).toBe("application/x-www-form-urlencoded")
    expect(request?.auth).toBe(`Basic ${Buffer.from("AC123:secret-token").toString("base64")}`)
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: "+16785550199",
      From: "+14045550000",
      Body: "Your Clubhouse Grill code is 123456."
    })
  })

  it("fails (SmsFailed) when the API refuses, and when nothing listens", async () => {
    status = 401
    const refused = await send("6785550199", "x")
    expect(Exit.isFailure(refused) && String(Cause.squash(refused.cause))).toContain("SMS API answered 401")
    const down = await Effect.flatMap(SmsSender, (sms) => sms.send("6785550199", "x")).pipe(
      Effect.provide(
        httpSmsSender({
          url: "http://127.0.0.1:9/none",
          accountSid: "a",
          authToken: Redacted.make("b"),
          from: "c"
        })
      ),
      Effect.runPromiseExit
    )
    expect(Exit.isFailure(down)).toBe(true)
  })
})
