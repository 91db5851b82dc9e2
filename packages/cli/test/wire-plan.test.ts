import { readFileSync } from "node:fs"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Dollars } from "@grill/core"
import { GrillApi } from "@grill/http"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { wirePlanJson, wirePlanOf } from "../src/api/wire-plan.js"

const { plan, problems } = wirePlanOf(GrillApi)

describe("the CLI's wire plan", () => {
  it("is what the committed wire-plan.json holds", () => {
    const committed = readFileSync(new URL("../src/api/wire-plan.json", import.meta.url), "utf8")
    expect(
      wirePlanJson(plan) === committed,
      "src/api/wire-plan.json is stale: after changing the API, run npm run generate -w @grill/cli"
    ).toBe(true)
  })

  it("knows each answer's top-level shape: an order list is an array, a login an object with its keys", () => {
    expect(plan.orders?.list?.shape).toEqual({ kind: "array" })
    expect(plan.auth?.login?.shape).toMatchObject({ kind: "object" })
    expect(plan.orders?.place?.shape).toEqual({ kind: "object", keys: expect.arrayContaining(["order"]) })
  })

  it("can carry every endpoint of the API without its schemas: money is the only transformation on the wire", () => {
    expect(problems).toEqual([])
  })

  it("finds money inside arrays, nested objects and error bodies", () => {
    expect(plan.orders?.list?.success).toEqual(
      // A line's options are a class field with a default: carried like the class's other fields.
      expect.arrayContaining(["[].items[].price", "[].items[].options[].price", "[].subtotal", "[].total"])
    )
    expect(plan.orders?.place?.errors.TotalsMismatch).toEqual(expect.arrayContaining(["totals.total"]))
    expect(plan.menu?.create?.payload).toEqual(["price", "outlets[].price", "optionGroups[].options[].price"])
    // A ledger's reversals are negative: their amounts are marked signed.
    expect(plan.members?.unexported?.success).toEqual(
      expect.arrayContaining(["entries[].total±", "totals.charges", "totals.total±"])
    )
    expect(plan.orders?.setStatus).toMatchObject({ method: "PUT", path: "/api/orders/:id/status" })
  })

  it("names a transformation it cannot carry, such as a date held as text", () => {
    const api = HttpApi.make("test").add(
      HttpApiGroup.make("things").add(
        HttpApiEndpoint.get("one", "/things/one").addSuccess(
          Schema.Struct({
            at: Schema.DateFromString,
            cost: Dollars,
            tags: Schema.Record({ key: Schema.String, value: Dollars })
          })
        )
      )
    )
    const derived = wirePlanOf(api)
    expect(derived.plan.things?.one?.success).toEqual(["cost", "tags{}"])
    expect(derived.problems).toEqual([expect.stringMatching(/^things\.one success at: /)])
  })
})
