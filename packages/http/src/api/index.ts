/**
 * The Clubhouse Grill API, declared once. The server implements it, the web app and the CLI
 * derive their clients from it. Browser-safe: no Node or SQL imports below this folder.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import * as OpenApi from "@effect/platform/OpenApi"
import { AuditApi } from "./audit.js"
import { AuthApi } from "./auth.js"
import { CourseApi } from "./course.js"
import { EventsApi } from "./events.js"
import { KitchenApi, OrderingApi } from "./kitchen.js"
import { LoyaltyApi, UsersApi } from "./loyalty.js"
import { MembersApi } from "./members.js"
import { MenuApi } from "./menu.js"
import { NotificationsApi } from "./notifications.js"
import { OrdersApi } from "./orders.js"
import { AddressesApi, GolfCartsApi, TeeSheetApi } from "./places.js"
import { RewardsApi } from "./rewards.js"
import { StaffUsersApi } from "./staff.js"
import { VenueApi } from "./venue.js"

export class GrillApi extends HttpApi.make("grill")
  .add(VenueApi)
  .add(MenuApi)
  .add(OrdersApi)
  .add(OrderingApi)
  .add(KitchenApi)
  .add(EventsApi)
  .add(UsersApi)
  .add(LoyaltyApi)
  .add(RewardsApi)
  .add(AddressesApi)
  .add(GolfCartsApi)
  .add(TeeSheetApi)
  .add(CourseApi)
  .add(NotificationsApi)
  .add(AuthApi)
  .add(StaffUsersApi)
  .add(AuditApi)
  .add(MembersApi)
  .annotate(OpenApi.Title, "Clubhouse Grill API")
  .annotate(OpenApi.Description, "Ordering, loyalty and kitchen operations for the Clubhouse Grill") {}

export * from "./audit.js"
export * from "./auth.js"
export * from "./course.js"
export * from "./errors.js"
export * from "./events.js"
export * from "./kitchen.js"
export * from "./loyalty.js"
export * from "./members.js"
export * from "./menu.js"
export * from "./notifications.js"
export * from "./order-input.js"
export * from "./order-submission.js"
export * from "./orders.js"
export * from "./places.js"
export * from "./rewards.js"
export * from "./session-cookie.js"
export * from "./shared.js"
export * from "./staff.js"
export * from "./venue.js"
