import * as HttpApiClient from "@effect/platform/HttpApiClient"
import { BooksClientApi } from "@grill/http"
import { apiCallRunner } from "../typed-client"

/** The books check's own client: its declarations stay out of the shared client's chunk. */
export const runBooksCall = apiCallRunner(
  HttpApiClient.make(BooksClientApi, { baseUrl: globalThis.location.origin })
)
