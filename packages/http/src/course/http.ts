import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { Course } from "./course.js"
import { CartTelemetry } from "./telemetry.js"

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
