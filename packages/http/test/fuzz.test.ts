import { createRequire } from "node:module"
import { FastCheck as fc, Option, type Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { GrillApi } from "../src/api.js"
import { contentType, fromSchema, garbageBody, nastyText, sendRaw } from "./support/fuzz-inputs.js"
import { staffCookie, startTestServer, type TestServer } from "./support/test-server.js"

let server: TestServer
let cookie: string
/** The SQLite driver the server uses, opened read-only beside it (typed here: it ships no types). */
interface ReadOnlyDatabase {
  pragma(source: string, options: { simple: true }): unknown
  close(): void
}
const Database = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string,
  options: { readonly: boolean }
) => ReadOnlyDatabase
let db: ReadOnlyDatabase

beforeAll(async () => {
  server = await startTestServer()
  cookie = await staffCookie(server.url)
  // SQLite only (the PostgreSQL pass runs *.http.test.ts): its data_version is the "nothing written" check.
  if (server.database.dialect !== "sqlite") throw new Error("the fuzz test reads a SQLite file")
  db = new Database(server.database.file, { readonly: true })
})
afterAll(async () => {
  db.close()
  await server.close()
})

/** SQLite's data_version moves whenever another connection commits: unchanged means nothing was written. */
const databaseVersion = (): unknown => db.pragma("data_version", { simple: true })

interface Endpoint {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly pathSchema: Option.Option<Schema.Schema.Any>
  readonly urlParamsSchema: Option.Option<Schema.Schema.Any>
  readonly payloadSchema: Option.Option<Schema.Schema.Any>
}

const endpoints: Array<Endpoint> = Object.values(GrillApi.groups).flatMap((group) =>
  Object.values(group.endpoints as unknown as Record<string, Endpoint>)
)

const requestFor = (endpoint: Endpoint) =>
  fc.record({
    params: Option.match(endpoint.pathSchema, {
      onNone: () => fc.constant({} as Record<string, unknown>),
      onSome: (schema) => fc.oneof(fromSchema(schema), fc.dictionary(fc.string(), nastyText))
    }),
    /** Now and then a path parameter no schema wrote, in place of the one drawn from it. */
    pathGarbage: fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: nastyText }
    ),
    query: Option.match(endpoint.urlParamsSchema, {
      onNone: () => fc.constant({} as Record<string, unknown>),
      onSome: (schema) => fc.oneof(fromSchema(schema), fc.dictionary(fc.string({ maxLength: 8 }), nastyText))
    }),
    body: Option.match(endpoint.payloadSchema, {
      onNone: () => fc.option(garbageBody, { nil: undefined }),
      onSome: (schema) =>
        fc.oneof(
          { weight: 3, arbitrary: fromSchema(schema).map((value) => JSON.stringify(value) ?? "null") },
          { weight: 1, arbitrary: garbageBody }
        )
    }),
    contentType,
    /** Path garbage sent as written (`..`, `%00` reach the router) or encoded as a client would. */
    rawPath: fc.boolean(),
    signedIn: fc.boolean()
  })

/** Printable ASCII stays as written in a raw path; anything else cannot be sent unencoded. */
const asRawSegment = (text: string) =>
  text.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))

const pathOf = (
  endpoint: Endpoint,
  params: unknown,
  garbage: { text: string | undefined; raw: boolean },
  query: unknown
) => {
  const values = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    garbage.text !== undefined && garbage.raw
      ? asRawSegment(garbage.text)
      : encodeURIComponent(String(garbage.text ?? values[name] ?? "1"))
  )
  const search = new URLSearchParams()
  if (typeof query === "object" && query !== null) {
    for (const [key, value] of Object.entries(query)) search.set(key, String(value))
  }
  return `${path}${search.size > 0 ? `?${search}` : ""}`
}

// The issue's proof: every route, fed its own schemas' values and garbage, never answers 5xx,
// the server stays up, and a refused request leaves the database exactly as it was. 40 runs a
// route (about 1,400 requests, a few seconds) with a fixed seed, so a failure replays exactly.
describe("the API under fuzzing", () => {
  it("notices a write (the check below can fail)", async () => {
    const before = databaseVersion()
    const created = await fetch(`${server.url}/api/loyalty/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "4045550913", name: "Fuzz Probe" })
    })
    expect(created.status).toBe(200)
    expect(databaseVersion()).not.toBe(before)
  })

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s never answers 5xx and writes nothing when it refuses",
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (input) => {
          const before = databaseVersion()
          const hasBody = endpoint.method !== "GET" && input.body !== undefined
          const status = await sendRaw(server.url, {
            method: endpoint.method,
            path: pathOf(
              endpoint,
              input.params,
              { text: input.pathGarbage, raw: input.rawPath },
              input.query
            ),
            headers: {
              ...(hasBody ? { "content-type": input.contentType } : {}),
              ...(input.signedIn ? { cookie } : {})
            },
            ...(hasBody ? { body: input.body } : {})
          })
          expect(status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500)
          if (status >= 400) expect(databaseVersion()).toBe(before)
        }),
        { numRuns: 40, seed: 13 }
      )
    }
  )

  it("is still up and answering afterwards", async () => {
    const response = await fetch(`${server.url}/api/menu/categories`)
    expect(response.status).toBe(200)
  })
})
