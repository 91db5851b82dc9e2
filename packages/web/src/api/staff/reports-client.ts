import * as HttpApiClient from "@effect/platform/HttpApiClient"
import { ReportsClientApi } from "@grill/http"
import { apiCallRunner } from "../typed-client"

/** The end-of-day report's own client: its declarations stay out of the shared client's chunk. */
export const runReportsCall = apiCallRunner(
  HttpApiClient.make(ReportsClientApi, { baseUrl: globalThis.location.origin })
)
