import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { cruise, type ICruiseResult } from "dependency-cruiser"
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/*
 * `npm run deps` checks the import graph with the repository's .dependency-cruiser.cjs. Here its
 * rules run, as that command runs them, on a small tree with one planted import per rule beside
 * imports they allow: each rule must refuse its planted import and nothing else.
 */

const CONFIG = fileURLToPath(new URL("../../../.dependency-cruiser.cjs", import.meta.url))
const KNOWN_VIOLATIONS = fileURLToPath(
  new URL("../../../.dependency-cruiser-known-violations.json", import.meta.url)
)

/** The planted tree: file → its source. */
const TREE: Record<string, string> = {
  // Allowed: a feature builds on plumbing, the assembly imports both.
  "packages/http/src/db/table.ts": "export const table = 1\n",
  "packages/http/src/menu/repo.ts": 'import { table } from "../db/table.js"\nexport const menu = table\n',
  "packages/http/src/server.ts": 'import { menu } from "./menu/repo.js"\nexport const app = menu\n',
  // Planted: plumbing importing a feature, and plumbing importing the assembly.
  "packages/http/src/db/seed.ts": 'import { menu } from "../menu/repo.js"\nexport const seed = menu\n',
  "packages/http/src/site/docs.ts": 'import { app } from "../server.js"\nexport const docs = app\n',
  // Planted: two modules that import each other, one of them for a type only.
  "packages/core/src/order-type.ts":
    'import type { OrderType } from "./order-type-schema.js"\nexport const label = (t: OrderType) => t\n',
  "packages/core/src/order-type-schema.ts":
    'import { label } from "./order-type.js"\nexport type OrderType = "pickup"\nexport const shown = label("pickup")\n',
  // Allowed: orders declare their settlement port, payments and the assembly build on it.
  "packages/http/src/orders/settlement.ts": "export const Settlement = 1\n",
  "packages/http/src/payments/refunds.ts":
    'import { Settlement } from "../orders/settlement.js"\nexport const refunds = Settlement\n',
  "packages/http/src/settlement-live.ts":
    'import { refunds } from "./payments/refunds.js"\nimport { Settlement } from "./orders/settlement.js"\nexport const live = [refunds, Settlement]\n',
  // Planted: orders importing the providers of their settlement, payments and members.
  "packages/http/src/members/ledger.ts": "export const ledger = 1\n",
  "packages/http/src/orders/placement.ts":
    'import { ledger } from "../members/ledger.js"\nexport const place = ledger\n',
  "packages/http/src/orders/cancel.ts":
    'import { refunds } from "../payments/refunds.js"\nexport const cancel = refunds\n'
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "grill-import-graph-"))
  for (const [file, source] of Object.entries(TREE)) {
    await mkdir(dirname(join(root, file)), { recursive: true })
    await writeFile(join(root, file), source)
  }
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe("the import graph's rules (npm run deps)", () => {
  it("refuse each planted import, and only those", async () => {
    const options = await extractDepcruiseOptions(CONFIG)
    const { output } = await cruise(["packages"], { ...options, baseDir: root })
    const { summary } = output as ICruiseResult
    const violations = summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort()
    // A circle is reported once; it is one only because the type-only import counts.
    expect(violations).toEqual([
      "no-circular: packages/core/src/order-type-schema.ts → packages/core/src/order-type.ts",
      "orders-not-settlement: packages/http/src/orders/cancel.ts → packages/http/src/payments/refunds.ts",
      "orders-not-settlement: packages/http/src/orders/placement.ts → packages/http/src/members/ledger.ts",
      "plumbing-imports-no-feature: packages/http/src/db/seed.ts → packages/http/src/menu/repo.ts",
      "plumbing-imports-no-feature: packages/http/src/site/docs.ts → packages/http/src/server.ts"
    ])
    // Errors are what make `npm run deps` (and so `npm test`) fail.
    expect(summary.error).toBe(violations.length)
  })

  it("hold with no exception: the repository lists no known violation", async () => {
    // `npm run deps` leaves aside what this file lists; every rule is strict while it is empty.
    expect(JSON.parse(await readFile(KNOWN_VIOLATIONS, "utf8"))).toEqual([])
  })
})
