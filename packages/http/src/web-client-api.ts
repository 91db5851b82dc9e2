/**
 * The API's groups but those with a client of their own (the end-of-day report's, the books
 * check's): the web app's shared typed client is derived from these, and every customer downloads
 * that client with the first call. The staff screens that call the others derive their own
 * clients, so those declarations reach only the staff who open them. GrillApi (api.ts) is all of
 * them; both read the one list in feature-apis.ts.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import { sharedClientGroups, withGroups } from "./feature-apis.js"

export const WebClientApi = withGroups(HttpApi.make("grill"), sharedClientGroups)
