import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { Course } from "./course.js"
import { CourseHandlers } from "./http.js"
import { migration as m0009 } from "./migrations/0009_cart_telemetry.js"
import { CartDeviceLive, CartTelemetry } from "./telemetry.js"

/** The golf course: its holes and cart route, and the carts' telemetry. */
export const courseFeature = feature({
  name: "course",
  live: CourseHandlers.pipe(Layer.provide(CartDeviceLive), Layer.provide(CartTelemetry.Default)),
  shares: Course.live,
  migrations: { "0009_cart_telemetry": m0009 }
})
