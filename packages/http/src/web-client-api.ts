/**
 * The API's groups but the end-of-day report's: the web app's shared typed client is derived from
 * these, and every customer downloads that client with the first call. The report's staff screen
 * derives its own client (ReportsClientApi), so the report's declarations reach only the staff
 * who open it. GrillApi (api.ts) is these and the report's.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import { BackupsApi } from "./backups/api.js"
import { CourseApi } from "./course/api.js"
import { EventsApi } from "./events/api.js"
import { KitchenApi, OrderingApi } from "./kitchen/api.js"
import { LoyaltyApi, UsersApi } from "./loyalty/api.js"
import { MembersApi } from "./members/api.js"
import { MenuApi } from "./menu/api.js"
import { NotificationsApi } from "./notifications/api.js"
import { OrdersApi } from "./orders/api.js"
import { PaymentsApi } from "./payments/api.js"
import { AddressesApi, GolfCartsApi, TeeSheetApi } from "./places/api.js"
import { PrintersApi } from "./printers/api.js"
import { RewardsApi } from "./rewards/api.js"
import { StaffUsersApi } from "./staff/accounts-api.js"
import { AuditApi } from "./staff/audit-api.js"
import { AuthApi } from "./staff/auth-api.js"
import { VenueApi } from "./venue/api.js"

export const WebClientApi = HttpApi.make("grill")
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
  .add(PaymentsApi)
  .add(BackupsApi)
  .add(MembersApi)
  .add(PrintersApi)
