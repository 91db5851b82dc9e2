import { chargeRefusal } from "@grill/core"
import { Effect, Layer } from "effect"
import { MemberRepo } from "../members/member-repo.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { CartRegister } from "./api.js"
import { CartOutlets } from "./cart-outlets.js"
import { CartShifts } from "./shifts.js"

/**
 * What the cart's phone keeps for dead zones: the outlet's items as it sells them, the members
 * whose accounts take a charge now (number and names only: the phone needs nothing else to find
 * one, and a lost phone gives away nothing more), and the open shift.
 */
export class CartRegisters extends Effect.Service<CartRegisters>()("BevCart/CartRegisters", {
  effect: Effect.gen(function* () {
    const carts = yield* CartOutlets
    const members = yield* MemberRepo
    const shifts = yield* CartShifts

    const register = (staff: StaffUser, slug: string) =>
      Effect.gen(function* () {
        const outlet = yield* carts.cartFor(staff, slug)
        const items = yield* carts.itemsOf(outlet)
        const charging = (yield* Effect.orDie(members.all)).filter(
          (member) => chargeRefusal(member, 0) === undefined
        )
        return {
          outlet: {
            slug: outlet.slug,
            name: outlet.rules.name,
            taxPercent: outlet.rules.taxPercent,
            serviceChargePercent: outlet.rules.serviceChargePercent,
            serviceChargeTaxable: outlet.rules.serviceChargeTaxable,
            tipsAllowed: outlet.rules.tipsAllowed
          },
          items: [...items.values()].map((item) => ({
            id: item.id,
            name: item.name,
            priceCents: item.price,
            alcoholic: item.alcoholic,
            categoryId: item.categoryId,
            available: item.available
          })),
          members: charging.map((member) => ({
            memberNumber: member.memberNumber,
            firstName: member.firstName,
            lastName: member.lastName
          })),
          openShift: yield* shifts.openAt(outlet)
        } satisfies typeof CartRegister.Type
      })

    return { register } as const
  }),
  dependencies: [CartOutlets.Default, MemberRepo.Default, CartShifts.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = CartRegisters.Default.pipe(Layer.provide(Venue.live))
}
