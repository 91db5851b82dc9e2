import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Config, Effect } from "effect"

/** Set GRILL_TRUST_PROXY only behind one reverse proxy that appends the client to X-Forwarded-For. */
export const trustProxyConfig = Config.boolean("GRILL_TRUST_PROXY").pipe(Config.withDefault(false))

/**
 * The address limits are counted against. Behind a trusted proxy it is the last X-Forwarded-For
 * entry (the one the proxy itself added; earlier ones are whatever the client claimed); without
 * one the header is anyone's to forge, so only the socket counts.
 */
export const clientAddress = (trustProxy: boolean) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const forwarded = trustProxy ? request.headers["x-forwarded-for"] : undefined
    const last = forwarded?.split(",").at(-1)?.trim()
    if (last !== undefined && last !== "") return last
    return request.remoteAddress._tag === "Some" ? request.remoteAddress.value : "unknown"
  })
