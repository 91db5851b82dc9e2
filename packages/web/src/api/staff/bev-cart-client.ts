import * as HttpApiClient from "@effect/platform/HttpApiClient"
import { BevCartClientApi } from "@grill/http"
import { apiCallRunner } from "../typed-client"

/** The beverage cart's own client: its declarations reach only the phones that open the cart screen. */
export const runBevCartCall = apiCallRunner(
  HttpApiClient.make(BevCartClientApi, { baseUrl: globalThis.location.origin })
)
