import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api/index.js"
import { CartTelemetry } from "../services/cart-telemetry.js"
import { Course } from "../services/course.js"

export const CourseHandlers = HttpApiBuilder.group(GrillApi, "course", (handlers) =>
  Effect.gen(function* () {
    const { course } = yield* Course
    const telemetry = yield* CartTelemetry
    return handlers
      .handle("course", () => Effect.succeed(course))
      .handle("reportPosition", ({ path, payload }) => telemetry.report(path.cartId, payload))
      .handle("issueToken", ({ path }) => telemetry.issueToken(path.cartId))
      .handle("revokeToken", ({ path }) => telemetry.revokeToken(path.cartId))
  })
)
