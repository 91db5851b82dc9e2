import type { IncomingHttpHeaders, IncomingMessage, RequestOptions } from "node:http"
import type { ClientOf, EndpointMethod, ErrorBody, RequestOf } from "@grill/http"
import { Data, Effect, identity, Option } from "effect"
import { terminalAnswer } from "../format/terminal-text.js"
import { type CliError, explainFailure, tagOf } from "./errors.js"
import type { Server } from "./server.js"
import { type MoneyPaths, moneyFromWire, moneyToWire } from "./wire-money.js"
import type { EndpointPlan, SuccessShape } from "./wire-plan.js"
import wirePlan from "./wire-plan.json" with { type: "json" }

/*
 * The typed client of the shared API declaration, carried by a plan derived from that declaration
 * (wire-plan.json: each endpoint's method, path and where its money sits) instead of by the
 * declaration's schemas. Evaluating those schemas and Effect's HttpApiClient took longer than the
 * whole start-up budget of `grill orders --open`; the plan is a few kilobytes of JSON.
 *
 * Requests and answers have exactly the declared types: test/wire-plan.test.ts proves that money
 * is the only value the API transforms on the wire and keeps the plan in step with the declaration
 * (`npm run generate -w @grill/cli` writes it). An answer is checked for its money and for its
 * top-level shape (an object with its required keys, an array, or no body); deeper validation is
 * skipped, and with it the construction of classes: a declared Schema.Class (an Order, a MenuItem) arrives as a plain record
 * of its fields, so code that needs the instance (a CartLine checks its MenuItem) makes it.
 */

/** The server could not be reached, or the URL cannot be requested at all. */
export class Unreachable extends Data.TaggedError("Unreachable")<{ readonly invalidUrl: boolean }> {}

/** An answer the API does not declare: an unexpected status without an error body. */
export class UnexpectedAnswer extends Data.TaggedError("UnexpectedAnswer")<{ readonly status: number }> {}

/** An answer that is not the JSON the API declares (a proxy's HTML page, a third decimal in a price...). */
export class UnreadableAnswer extends Data.TaggedError("UnreadableAnswer")<{ readonly status: number }> {}

export type TransportFailure = Unreachable | UnexpectedAnswer | UnreadableAnswer

/** The answer itself, for the calls that need more than its body (login reads the session cookie). */
export interface WireAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
}

/** Each endpoint as an Effect of its success (with the answer when asked), as HttpApiClient would offer it. */
interface CliMethod extends EndpointMethod {
  readonly method: <WithResponse extends boolean = false>(
    request: RequestOf<this, WithResponse>
  ) => Effect.Effect<
    WithResponse extends true ? readonly [this["success"], WireAnswer] : this["success"],
    ErrorBody<this["error"]> | TransportFailure
  >
}

/** `client.orders.list({ urlParams })` and so on. */
export type GrillClient = ClientOf<CliMethod>

// Every method of the client has its plan (a compile error here means wire-plan.json is stale).
const plan: {
  readonly [Group in keyof GrillClient]: { readonly [Endpoint in keyof GrillClient[Group]]: EndpointPlan }
} = wirePlan

interface CallRequest {
  readonly path?: Readonly<Record<string, unknown>>
  readonly urlParams?: Readonly<Record<string, unknown>>
  readonly payload?: unknown
  readonly headers?: Readonly<Record<string, unknown>>
  readonly withResponse?: boolean
}

/** Path and query values as their schemas write them: dates in ISO form, everything else as text. */
const asText = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value))

const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "DELETE", "OPTIONS"])

const urlFor = (server: Server, endpoint: EndpointPlan, request: CallRequest): URL => {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(asText(request.path?.[name]))
  )
  const url = new URL(`${server.url}${path}`)
  // As HttpApiClient does, a bodiless method sends its payload as query parameters.
  const query = {
    ...(METHODS_WITHOUT_BODY.has(endpoint.method) && typeof request.payload === "object"
      ? request.payload
      : {}),
    ...request.urlParams
  }
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, asText(item))
  }
  return url
}

const readBody = (response: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ""
    response.setEncoding("utf8")
    response.on("data", (chunk: string) => {
      text += chunk
    })
    response.on("end", () => resolve(text))
    response.on("error", reject)
  })

const parseJson = (text: string): Option.Option<unknown> => {
  if (text === "") return Option.some(undefined)
  try {
    return Option.some(JSON.parse(text))
  } catch {
    return Option.none()
  }
}

/** Whether an answer has the declared shape at its top level (its depth is the declaration's promise). */
export const hasShape = (value: unknown, shape: SuccessShape): boolean => {
  switch (shape.kind) {
    case "array":
      return Array.isArray(value)
    case "object":
      return (
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value) &&
        (shape.keys ?? []).every((key) => Object.hasOwn(value, key))
      )
    default:
      return true
  }
}

/** What the server answered: the declared success (money in cents), a declared error, or a transport failure. */
const interpret = (
  endpoint: EndpointPlan,
  status: number,
  headers: IncomingHttpHeaders,
  text: string,
  shown: (value: unknown) => unknown
): Effect.Effect<readonly [unknown, WireAnswer], unknown> => {
  const body = parseJson(text)
  if (Option.isNone(body)) {
    return status >= 200 && status < 300
      ? Effect.fail(new UnreadableAnswer({ status }))
      : Effect.fail(new UnexpectedAnswer({ status }))
  }
  const answer: WireAnswer = { status, headers }
  if (status >= 200 && status < 300) {
    if (!hasShape(body.value, endpoint.shape)) return Effect.fail(new UnreadableAnswer({ status }))
    return Option.match(moneyFromWire(body.value, endpoint.success), {
      onNone: () => Effect.fail(new UnreadableAnswer({ status })),
      onSome: (value) => Effect.succeed([shown(value), answer] as const)
    })
  }
  const tag = tagOf(body.value)
  if (tag === undefined) return Effect.fail(new UnexpectedAnswer({ status }))
  // Own keys only: a tag such as "constructor" must not find Object's properties.
  const money = Object.hasOwn(endpoint.errors, tag) ? endpoint.errors[tag] : undefined
  return Effect.fail(shown(Option.getOrElse(moneyFromWire(body.value, money ?? []), () => body.value)))
}

/** One call over node:http(s), the quickest of Node's clients to load (fetch loads all of undici). */
const call = (server: Server, endpoint: EndpointPlan, request: CallRequest) =>
  Effect.suspend(() => {
    let url: URL
    try {
      url = urlFor(server, endpoint, request)
    } catch {
      return Effect.fail(new Unreachable({ invalidUrl: true }))
    }
    const hasBody = !METHODS_WITHOUT_BODY.has(endpoint.method) && request.payload !== undefined
    const body = hasBody ? JSON.stringify(moneyToWire(request.payload, endpoint.payload)) : undefined
    const headers: Record<string, string> = { accept: "application/json" }
    if (server.cookie !== undefined) headers.cookie = server.cookie
    if (body !== undefined) headers["content-type"] = "application/json"
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== undefined) headers[name] = asText(value)
    }
    const options: RequestOptions = { method: endpoint.method, headers }
    return Effect.async<readonly [number, IncomingHttpHeaders, string], Unreachable>((resume, signal) => {
      // Only the transport in use is loaded: TLS is a noticeable part of a short command's start.
      const { request: send } = process.getBuiltinModule(
        url.protocol === "https:" ? "node:https" : "node:http"
      )
      const outgoing = send(url, { ...options, signal }, (response) => {
        readBody(response).then(
          (text) => resume(Effect.succeed([response.statusCode ?? 0, response.headers, text] as const)),
          () => resume(Effect.fail(new Unreachable({ invalidUrl: false })))
        )
      })
      outgoing.on("error", () => resume(Effect.fail(new Unreachable({ invalidUrl: false }))))
      outgoing.end(body)
    }).pipe(
      Effect.flatMap(([status, responseHeaders, text]) =>
        // Text the CLI prints is made terminal text once, here; --json writes it as it came.
        interpret(
          endpoint,
          status,
          responseHeaders,
          text,
          server.textAsSent === true ? identity : terminalAnswer
        )
      ),
      Effect.map(([value, answer]) => (request.withResponse === true ? [value, answer] : value))
    )
  })

/** `paths` as seen from inside the part `within` of the value ("[]": each element, "order": that field). */
const pathsWithin = (paths: MoneyPaths, within: string): MoneyPaths =>
  within === ""
    ? paths
    : paths
        // "order" holds "order.total" and "order[]", not "orderNumber".
        .filter((path) => path.startsWith(within) && ["", ".", "[", "{"].includes(path.charAt(within.length)))
        .map((path) => path.slice(within.length).replace(/^\./, ""))

/**
 * For --json: part of an endpoint's answer as the API sends it (money back in dollars), e.g.
 * `wireJson("orders", "list", "[]")` for one order of the list. Only money differs from the wire.
 */
export const wireJson =
  <Group extends keyof GrillClient>(group: Group, endpoint: keyof GrillClient[Group] & string, within = "") =>
  (value: object): object => {
    const endpoints: Readonly<Record<string, EndpointPlan>> = plan[group]
    // Money changes numbers only, so an object stays an object.
    return moneyToWire(value, pathsWithin(endpoints[endpoint]?.success ?? [], within)) as object
  }

const makeClient = (server: Server): GrillClient =>
  Object.fromEntries(
    Object.entries(plan).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, EndpointPlan>).map(([name, endpoint]) => [
          name,
          (request: CallRequest = {}) => call(server, endpoint, request)
        ])
      )
    ])
    // Built from the plan, so TypeScript cannot follow it: the plan and GrillClient are derived from
    // the same declaration, and `plan` above fails to compile when an endpoint has no plan.
  ) as unknown as GrillClient

/**
 * Runs calls against `server` and words any failure as one line. `use` may catch what it
 * understands better first (an unknown order...).
 */
export const withGrill = <A, E>(
  server: Server,
  use: (client: GrillClient) => Effect.Effect<A, E>
): Effect.Effect<A, CliError> =>
  Effect.suspend(() => use(makeClient(server))).pipe(
    Effect.timeout("10 seconds"),
    Effect.mapError(explainFailure(server.url, server.loginHint))
  )
