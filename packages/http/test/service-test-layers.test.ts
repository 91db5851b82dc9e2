import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { SmsSender } from "../src/notifications/sms-sender.js"
import { PaymentConfig } from "../src/payments/payment-config.js"
import { SettlementOff } from "../src/settlement-live.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/*
 * Every service can be tested without HTTP: each `Effect.Service`, and each `Context.Tag` with a
 * live layer, has a static `Test` layer that builds over a fresh database (and, for the few that
 * need one, the port a test chooses: texts, the card provider's settings). A Tag that is a
 * setting or a request's own context has no Test layer; it is listed below with the reason.
 */

const SOURCE = fileURLToPath(new URL("../src/", import.meta.url))

/** Tags that are not services: what a test gives instead is said with each. */
const NO_TEST_LAYER: Record<string, string> = {
  ServerConfig: "the server's settings: a test gives its own (configFor in support/database-layer.ts)",
  PaymentConfig: "the card provider's settings: a test gives none (card payment off) or a Stripe stand-in's",
  Settlement:
    "orders' port for how an order is settled, provided by payments and members (settlement-live.ts): a test gives SettlementOff or the live one",
  Venue: "the venue's settings, read from the environment by Venue.live, which the Test layers use",
  Course: "the course's settings, read from the environment by Course.live, which the Test layers use",
  BeforeMigrations: "a hook the assembly fills (the backup before an upgrade); a database test has none",
  DatabasePool: "the database pool's settings, made by DatabaseLive with the connection",
  PageData: "the first page's data, made in page-data.ts from services that have Test layers",
  CurrentStaff: "the signed-in staff member of one request, set by the staff middleware",
  RequestFacts: "the facts one request notes for its log line and span",
  Draining: "the process's shutdown flag (Draining.layer), no state of the grill's",
  PushHttpsAgent: "an optional override of the push sender's HTTPS agent, itself a test seam",
  PushEndpointPolicy: "an optional override of which push endpoints may be called, itself a test seam"
}

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")
        ? [join(dir, entry.name)]
        : []
  )

/** Every service and Tag class the server declares, with its file. */
const declared = sourceFiles(SOURCE).flatMap((file) =>
  [
    ...readFileSync(file, "utf8").matchAll(/export class (\w+) extends (?:Effect\.Service|Context\.Tag)\b/g)
  ].map((match) => ({ name: match[1] as string, file }))
)

const loaded = Effect.forEach(declared, ({ name, file }) =>
  Effect.promise(async () => {
    const module = (await import(file)) as Record<string, { readonly Test?: unknown }>
    return { name, where: relative(SOURCE, file), test: module[name]?.Test }
  })
)

/** What a Test layer may ask of its test: the database and its settings, and the ports said above. */
const TestPorts = Layer.mergeAll(
  SettlementOff.pipe(Layer.provideMerge(TestDatabaseLive)),
  SmsSender.Test,
  Layer.succeed(PaymentConfig, Option.none())
)

describe("Test layers", () => {
  it.effect(
    "every service has one, and every Tag without one says why",
    () =>
      Effect.gen(function* () {
        const found = yield* loaded
        // The scan finds what it should: it would pass vacuously otherwise.
        expect(found.length).toBeGreaterThan(50)
        const missing = found
          .filter(({ name, test }) => !(name in NO_TEST_LAYER) && !Layer.isLayer(test))
          .map(({ name, where }) => `${name} (${where})`)
        expect(missing).toEqual([])
        // Nor an exception for a Tag that is gone or has since been given a Test layer.
        const excused = found.filter(({ name }) => name in NO_TEST_LAYER)
        expect(excused.map(({ name }) => name).sort()).toEqual(Object.keys(NO_TEST_LAYER).sort())
        expect(excused.filter(({ test }) => test !== undefined)).toEqual([])
      }),
    // Loading every module of the server takes a while on a busy machine.
    { timeout: 120_000 }
  )

  // Each builds on its own over one fresh database, asking for nothing more than the ports.
  it.scopedLive(
    "each builds over a fresh database and the ports a test chooses",
    () =>
      Effect.gen(function* () {
        const ports = yield* Layer.build(TestPorts)
        const failures: Array<string> = []
        for (const { name, test } of yield* loaded) {
          if (!Layer.isLayer(test)) continue
          yield* Effect.scoped(Layer.build(test as Layer.Layer<unknown, unknown, never>)).pipe(
            Effect.provide(ports),
            Effect.catchAllCause((cause) => Effect.sync(() => failures.push(`${name}: ${String(cause)}`)))
          )
        }
        expect(failures).toEqual([])
      }),
    { timeout: 120_000 }
  )
})
