import { Layer } from "effect"
import { MemberRepo } from "../members/member-repo.js"
import { feature } from "../platform/feature.js"
import { CartPositions } from "./cart-positions.js"
import { CourseQueue } from "./course-queue.js"
import { BevCartHandlers, BevCartOrdersHandlers, ShiftsHandlers } from "./http.js"
import { migration as m0620 } from "./migrations/0620_bev_cart.js"
import { migration as m0670 } from "./migrations/0670_bev_cart_append_only.js"
import { migration as m0710 } from "./migrations/0710_bev_cart_positions.js"
import { CartRegisters } from "./register.js"
import { CartSales } from "./sales.js"
import { CartShifts } from "./shifts.js"

/** The beverage cart (issue 43): the attendant's register, walk-up sales and the cart's shifts. */
export const bevCartFeature = feature({
  name: "bev-cart",
  live: Layer.mergeAll(BevCartHandlers, BevCartOrdersHandlers, ShiftsHandlers).pipe(
    Layer.provide([
      CartSales.Default,
      CartRegisters.Default,
      CartShifts.Default,
      CourseQueue.Default,
      CartPositions.Default
    ]),
    Layer.provide(MemberRepo.Default)
  ),
  shares: Layer.empty,
  migrations: {
    // Shifts, their appended events and the sales by key (issue 43).
    "0620_bev_cart": m0620,
    // The shift events and the sales refuse UPDATE and DELETE in the database itself.
    "0670_bev_cart_append_only": m0670,
    // Each cart's latest position while its attendant shares it, for the golfers' order pages.
    "0710_bev_cart_positions": m0710
  }
})
