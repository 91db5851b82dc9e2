import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { Agent } from "node:https"
import { BlockList, isIP, type LookupFunction } from "node:net"
import { Context, Effect, Option } from "effect"

/**
 * The push services browsers subscribe through: Google's FCM (Chrome, Edge on Android), Mozilla's
 * autopush (Firefox), Apple's (Safari) and Windows' notification service (legacy Edge). An
 * endpoint anywhere else is no browser's: the server would be posting to an address of a
 * stranger's choosing.
 */
const PUSH_HOSTS = ["fcm.googleapis.com", "android.googleapis.com"]
const PUSH_HOST_SUFFIXES = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"]

export const isPushServiceHost = (host: string): boolean => {
  const name = host.toLowerCase()
  return PUSH_HOSTS.includes(name) || PUSH_HOST_SUFFIXES.some((suffix) => name.endsWith(suffix))
}

/** Addresses no push service has: loopback, private, carrier NAT, link-local, unique-local, multicast, reserved. */
const internal = new BlockList()
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
] as const)
  internal.addSubnet(network, prefix, "ipv4")
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // NAT64's IPv4 written as IPv6: whatever it embeds, no push service is reached so.
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8]
] as const)
  internal.addSubnet(network, prefix, "ipv6")

export const isInternalAddress = (address: string): boolean => {
  const family = isIP(address)
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused outright: a block list matches IPv4 rules
  // against it, and no push service is reached that way anyway.
  if (family === 6 && /^(0{0,4}:){0,5}:?ffff:/i.test(address)) return true
  return family === 0 || internal.check(address, family === 4 ? "ipv4" : "ipv6")
}

/** Why an endpoint is refused, in the words the customer's 400 carries; undefined when it is a push service's. */
export const pushEndpointProblem = (endpoint: string): string | undefined => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return "The push endpoint is not a valid address"
  }
  if (
    url.protocol !== "https:" ||
    url.username !== "" ||
    url.password !== "" ||
    !["", "443"].includes(url.port)
  )
    return "The push endpoint must be an https address of a browser push service"
  if (isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0 || !isPushServiceHost(url.hostname))
    return "The push endpoint must belong to a browser push service (Google, Mozilla, Apple or Microsoft)"
  return undefined
}

/**
 * Node's DNS lookup, refusing a name that resolves to an internal address: given to the agent
 * pushes go out through, so the check is made on the very addresses connected to (a name that
 * resolved to a public address when registered and to 127.0.0.1 now is refused now).
 */
export const guardedLookup =
  (resolve: typeof dnsLookup = dnsLookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error !== null) return callback(error, "", 0)
      const addresses = found as unknown as ReadonlyArray<LookupAddress>
      const refused = addresses.find((entry) => isInternalAddress(entry.address))
      if (refused !== undefined || addresses.length === 0) {
        const blocked = Object.assign(new Error(`${hostname} resolves to an internal address`), {
          code: "EPUSHADDRESS"
        })
        return callback(blocked, "", 0)
      }
      if (options.all === true)
        return (callback as (e: null, a: ReadonlyArray<LookupAddress>) => void)(null, addresses)
      const first = addresses[0] as LookupAddress
      callback(null, first.address, first.family)
    })
  }

/** Where pushes may go, and the agent they go through. */
export interface PushEndpointRules {
  readonly problem: (endpoint: string) => string | undefined
  readonly agent: Agent
}

/**
 * The rules in force: the product's (push services' hosts only, each connection's addresses
 * checked) unless a test provides its own to reach a fake push service on 127.0.0.1.
 */
export class PushEndpointPolicy extends Context.Tag("Notifications/PushEndpointPolicy")<
  PushEndpointPolicy,
  PushEndpointRules
>() {}

export const pushEndpointRules = Effect.map(
  Effect.serviceOption(PushEndpointPolicy),
  Option.getOrElse(
    (): PushEndpointRules => ({
      problem: pushEndpointProblem,
      agent: new Agent({ keepAlive: true, lookup: guardedLookup() })
    })
  )
)
