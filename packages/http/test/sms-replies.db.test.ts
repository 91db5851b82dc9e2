import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import { SmsReplies } from "../src/notifications/sms-replies.js"
import { SmsSender } from "../src/notifications/sms-sender.js"
import { TestDatabaseLive } from "./support/database-layer.js"

const NoTexts = Layer.succeed(SmsSender, { send: () => Effect.void })

// No GRILL_SMS_AUTH_TOKEN: texts go to the log and no provider posts replies.
const Under = SmsReplies.Test.pipe(Layer.provide(NoTexts), Layer.provideMerge(TestDatabaseLive))

layer(Under)("replies with no SMS provider set up", (it) => {
  describe("are refused", () => {
    it.effect("so nobody can stop a stranger's texts: 403, and the phone stays off the stop list", () =>
      Effect.gen(function* () {
        const replies = yield* SmsReplies
        const exit = yield* Effect.exit(replies.receive("From=%2B14045550188&Body=STOP", undefined))
        expect(Exit.isFailure(exit)).toBe(true)
        expect(JSON.stringify(exit)).toContain("No SMS provider is set up to post replies here")
        const sql = yield* SqlClient.SqlClient
        const stopped = yield* sql`SELECT phone FROM sms_stop_list WHERE phone = ${"4045550188"}`
        expect(stopped).toEqual([])
      })
    )
  })
})
