/**
 * Every feature's API groups, feature by feature, in the order the API declares them: the one
 * list the contract is read from (the web app's shared client in web-client-api.ts, the whole
 * API in api.ts). Browser-safe like them: only features' `api.ts` declarations, no Node or SQL.
 * The server's list of features (features.ts) implements these groups; HttpApiBuilder refuses to
 * type-check a group without its handlers. A group only one staff screen calls is `ownClient`:
 * it stays out of the shared client every customer downloads, and that screen derives a client of
 * its own (ReportsClientApi, BooksClientApi, BevCartClientApi).
 */
import type * as HttpApi from "@effect/platform/HttpApi"
import type * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import { BackupsApi } from "./backups/api.js"
import { BevCartApi, BevCartOrdersApi, ShiftsApi } from "./bev-cart/api.js"
import { BooksApi } from "./books/api.js"
import { CourseApi } from "./course/api.js"
import { EventsApi } from "./events/api.js"
import { KitchenApi, OrderingApi } from "./kitchen/api.js"
import { LoyaltyApi, UsersApi } from "./loyalty/api.js"
import { MembersApi } from "./members/api.js"
import { MenuApi } from "./menu/api.js"
import { NotificationsApi } from "./notifications/api.js"
import { OrdersApi } from "./orders/api.js"
import { OutletsApi } from "./outlets/api.js"
import { PaymentsApi } from "./payments/api.js"
import { AddressesApi, GolfCartsApi, TeeSheetApi } from "./places/api.js"
import { PrintersApi } from "./printers/api.js"
import { ReportsApi } from "./reports/api.js"
import { RewardsApi } from "./rewards/api.js"
import { StaffUsersApi } from "./staff/accounts-api.js"
import { AuditApi } from "./staff/audit-api.js"
import { AuthApi } from "./staff/auth-api.js"
import { VenueApi } from "./venue/api.js"

export const featureApis = [
  { feature: "venue", groups: [VenueApi] },
  { feature: "outlets", groups: [OutletsApi] },
  { feature: "menu", groups: [MenuApi] },
  { feature: "orders", groups: [OrdersApi] },
  { feature: "kitchen", groups: [OrderingApi, KitchenApi] },
  { feature: "events", groups: [EventsApi] },
  { feature: "loyalty", groups: [UsersApi, LoyaltyApi] },
  { feature: "rewards", groups: [RewardsApi] },
  { feature: "places", groups: [AddressesApi, GolfCartsApi, TeeSheetApi] },
  { feature: "course", groups: [CourseApi] },
  { feature: "notifications", groups: [NotificationsApi] },
  { feature: "staff", groups: [AuthApi, StaffUsersApi, AuditApi] },
  { feature: "payments", groups: [PaymentsApi] },
  { feature: "backups", groups: [BackupsApi] },
  { feature: "members", groups: [MembersApi] },
  { feature: "printers", groups: [PrintersApi] },
  // The golfer's order page reads the cart bringing its order: in the shared client.
  { feature: "bev-cart", groups: [BevCartOrdersApi] },
  { feature: "bev-cart", groups: [BevCartApi, ShiftsApi], ownClient: true },
  { feature: "reports", groups: [ReportsApi], ownClient: true },
  { feature: "books", groups: [BooksApi], ownClient: true }
] as const

type FeatureApi = (typeof featureApis)[number]
type GroupsOf<F extends FeatureApi> = F["groups"][number]
type OwnClientFeature = Extract<FeatureApi, { readonly ownClient: true }>

const hasOwnClient = (feature: FeatureApi): feature is OwnClientFeature => "ownClient" in feature

const groupsOf = <F extends FeatureApi>(features: ReadonlyArray<F>): ReadonlyArray<GroupsOf<F>> =>
  features.flatMap((feature): ReadonlyArray<GroupsOf<F>> => feature.groups)

/** The groups every customer's shared client carries, in order. */
export const sharedClientGroups = groupsOf(
  featureApis.filter((feature): feature is Exclude<FeatureApi, OwnClientFeature> => !hasOwnClient(feature))
)

/** The groups only a staff screen's own client carries, in order. */
export const ownClientGroups = groupsOf(featureApis.filter(hasOwnClient))

/** `api` with `groups` added, in their order. */
export const withGroups = <
  Id extends string,
  G extends HttpApiGroup.HttpApiGroup.Any,
  E,
  R,
  Added extends HttpApiGroup.HttpApiGroup.Any
>(
  api: HttpApi.HttpApi<Id, G, E, R>,
  groups: ReadonlyArray<Added>
): HttpApi.HttpApi<Id, G | Added, E, R> =>
  groups.reduce<HttpApi.HttpApi<Id, G | Added, E, R>>((all, group) => all.add(group), api)
