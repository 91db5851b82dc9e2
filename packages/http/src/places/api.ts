import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { NotFound } from "../contract/errors.js"
import { BoundedString, CartEta, DeliveryAddress, PhonePath } from "../contract/schemas.js"
import { StaffOnly } from "../staff/auth-api.js"

export const AddressCheck = Schema.Struct({ isValid: Schema.Boolean, error: Schema.optional(Schema.String) })

export const AddressSearchResult = Schema.Struct({
  addresses: Schema.Array(Schema.String),
  streets: Schema.Array(Schema.String),
  total: Schema.Number
})

/** Delivery eligibility is public; the resident address book is staff-only (it is PII). */
export class AddressesApi extends HttpApiGroup.make("addresses")
  .add(
    HttpApiEndpoint.post("validate", "/api/validate-address")
      .setPayload(DeliveryAddress)
      .addSuccess(AddressCheck)
  )
  .add(
    HttpApiEndpoint.get("search", "/api/community-addresses")
      .setUrlParams(
        Schema.Struct({ search: Schema.optionalWith(BoundedString("Search", 100), { default: () => "" }) })
      )
      .addSuccess(AddressSearchResult)
      .middleware(StaffOnly)
  ) {}

export class GolfCart extends Schema.Class<GolfCart>("GolfCart")({
  cartId: Schema.String,
  currentHole: Schema.Number,
  nextHole: Schema.Number,
  latitude: Schema.Number,
  longitude: Schema.Number,
  lastUpdated: Schema.String
}) {}

/** A cart as the fleet screens see it: `live` while its last position is recent (the tracking window). */
export class LiveGolfCart extends GolfCart.extend<LiveGolfCart>("LiveGolfCart")({ live: Schema.Boolean }) {}

/** The `{cartId}` of every golf-cart path. */
export const cartIdParam = HttpApiSchema.param("cartId", BoundedString("Golf cart", 50))

export class GolfCartsApi extends HttpApiGroup.make("golfCarts")
  .add(
    HttpApiEndpoint.get("available", "/api/golf-carts/available/list").addSuccess(
      Schema.Struct({
        success: Schema.Boolean,
        cartIds: Schema.Array(Schema.String),
        message: Schema.optional(Schema.String)
      })
    )
  )
  .add(
    HttpApiEndpoint.get("one")`/api/golf-carts/${cartIdParam}`
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          cart: LiveGolfCart,
          greeting: Schema.String,
          /** Where and when an order placed now would meet this cart (null when its position is unknown). */
          eta: Schema.optionalWith(Schema.NullOr(CartEta), { exact: true }),
          /**
           * When the cart is expected back at the clubhouse after the 9th (ISO), if an order placed
           * now can be ready by then: the checkout offers "at the turn" with it as the pickupTime.
           */
          turnAt: Schema.optionalWith(Schema.NullOr(Schema.String), { exact: true }),
          message: Schema.optional(Schema.String)
        })
      )
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("fleet", "/api/golf-carts")
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          carts: Schema.Record({ key: Schema.String, value: LiveGolfCart })
        })
      )
      .middleware(StaffOnly)
  ) {}

export const Golfer = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String
})

const phone = HttpApiSchema.param("phone", PhonePath)

/** The tee-sheet system (ForeUp in the old app) behind a port; without one, every golfer is "not found". */
export class TeeSheetApi extends HttpApiGroup.make("teeSheet").add(
  HttpApiEndpoint.get("golfer")`/api/fore-up/golfers/${phone}`
    .addSuccess(
      Schema.Struct({ success: Schema.Boolean, golfer: Golfer, cartLocation: Schema.NullOr(LiveGolfCart) })
    )
    .addError(NotFound)
) {}
