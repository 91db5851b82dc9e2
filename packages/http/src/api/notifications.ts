import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { StaffOnly } from "./auth.js"
import { InvalidRequest } from "./errors.js"
import { Ok } from "./shared.js"

export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.post("register", "/api/notifications/register")
      .setPayload(
        Schema.Struct({
          token: Schema.String.pipe(
            Schema.minLength(1, { message: () => "A push token is required" }),
            Schema.maxLength(4096)
          )
        })
      )
      .addSuccess(Ok)
      .addError(InvalidRequest)
  )
  .add(HttpApiEndpoint.get("test", "/api/test-notification").addSuccess(Ok).middleware(StaffOnly)) {}
