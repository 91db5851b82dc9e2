import { request } from "node:http"
import { TEXT_LIMITS } from "@grill/core"
import { Arbitrary, FastCheck as fc, Option, Schema } from "effect"

/** Strings of the kinds that broke servers before: traversal, NUL, unicode, numeric edge cases, size. */
export const nastyText = fc.oneof(
  fc.constantFrom(
    "..",
    "../../etc/passwd",
    "%00",
    "%2e%2e%2f",
    "%ff",
    "%",
    "0x10",
    "1e309",
    "NaN",
    "-1",
    "",
    " ",
    "😀".repeat(40),
    "x".repeat(8_000)
  ),
  fc.string({ maxLength: 40, unit: "binary" })
)

/** Every text limit of the API, met exactly and passed by one (the off-by-one a limit can hide). */
const atTextLimits = fc
  .constantFrom(...new Set(Object.values(TEXT_LIMITS)))
  .chain((limit) => fc.constantFrom(limit, limit + 1))
  .map((length) => "x".repeat(length))

/** What replaces one field of an otherwise valid value: wrong types, edges, limits, 100 KB. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  atTextLimits,
  fc.constant("x".repeat(100_000)),
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 53, -1e308, 1e308, null, true, [], {}),
  fc.integer()
)

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** The value with its n-th leaf (counting depth first, modulo their number) replaced. */
const replaceLeaf = (value: Json, n: number, leaf: unknown): unknown => {
  const leaves: Array<ReadonlyArray<string | number>> = []
  const walk = (node: Json, path: ReadonlyArray<string | number>) => {
    if (node !== null && typeof node === "object") {
      const entries = Array.isArray(node) ? node.map((child, i) => [i, child] as const) : Object.entries(node)
      if (entries.length === 0) leaves.push(path)
      for (const [key, child] of entries) walk(child as Json, [...path, key])
    } else leaves.push(path)
  }
  walk(value, [])
  const target = leaves[n % leaves.length] ?? []
  if (target.length === 0) return leaf
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of target.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  parent[target[target.length - 1] as string | number] = leaf
  return copy
}

/**
 * Inputs from a route's own schema: valid values (encoded to the wire), the wire form with every
 * rule dropped, and valid values with one field made hostile, which get past the structure and
 * test the rules and what lies behind them.
 */
export const fromSchema = (schema: Schema.Schema.Any): fc.Arbitrary<unknown> => {
  const typed = schema as Schema.Schema<unknown, unknown>
  const encode = Schema.encodeUnknownOption(typed)
  const valid = Arbitrary.make(typed).map((value) => Option.getOrElse(encode(value), () => value))
  return fc.oneof(
    valid,
    Arbitrary.make(Schema.encodedSchema(typed)) as fc.Arbitrary<unknown>,
    fc
      .tuple(valid, fc.nat(), hostileLeaf)
      .map(([value, n, leaf]) => replaceLeaf(JSON.parse(JSON.stringify(value) ?? "null"), n, leaf))
  )
}

/** Bodies no schema would write: broken JSON, deep nesting, other types, a megabyte. */
export const garbageBody = fc.oneof(
  fc.constantFrom(
    "{not json",
    "[",
    "null",
    "\u0000",
    "NaN",
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"a":"${"x".repeat(1024 * 1024)}"}`
  ),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "undefined")
)

/** Mostly JSON, so most bodies get past the content-type check to the route's own rules. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "text/plain",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "application/json; charset=utf-16"
    )
  }
)

/**
 * One request sent as written: unlike fetch, node:http leaves `..` and `%00` in the path alone,
 * so they reach the server's router (a URL would resolve them first). A server that answers before reading a large body may close
 * the connection under the write; the answer already received is what counts.
 */
export const sendRaw = (
  baseUrl: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string | undefined }
) =>
  new Promise<number>((resolve, reject) => {
    let answered = false
    const { hostname, port } = new URL(baseUrl)
    const { method, path, body } = options
    // node:http frames a GET or DELETE body only when told its length (fetch always does).
    const headers =
      body === undefined
        ? options.headers
        : { ...options.headers, "content-length": String(Buffer.byteLength(body)) }
    const outgoing = request({ hostname, port, method, path, headers }, (response) => {
      answered = true
      // An event stream never ends by itself: its status is the answer, then it is hung up.
      if (response.headers["content-type"]?.startsWith("text/event-stream")) {
        resolve(response.statusCode ?? 0)
        return outgoing.destroy()
      }
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
      response.on("error", () => resolve(response.statusCode ?? 0))
    })
    outgoing.on("error", (error) => {
      if (!answered) reject(error)
    })
    outgoing.end(body)
  })
