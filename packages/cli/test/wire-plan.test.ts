import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Dollars } from "@grill/core"
import { GrillApi } from "@grill/http"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { wirePlanJson, wirePlanOf } from "../src/api/wire-plan.js"

const { plan, problems } = wirePlanOf(GrillApi)

describe("the CLI's wire plan", () => {
  it("is what wire-plan.json holds (after changing the API, run: npx vitest run packages/cli/test/wire-plan.test.ts -u)", async () => {
    await expect(wirePlanJson(plan)).toMatchFileSnapshot("../src/api/wire-plan.json")
  })

  it("can carry every endpoint of the API without its schemas: money is the only transformation on the wire", () => {
    expect(problems).toEqual([])
  })

  it("finds money inside arrays, nested objects and error bodies", () => {
    expect(plan.orders?.list?.success).toEqual(
      expect.arrayContaining(["[].items[].price", "[].subtotal", "[].total"])
    )
    expect(plan.orders?.place?.errors.TotalsMismatch).toEqual(expect.arrayContaining(["totals.total"]))
    expect(plan.menu?.create?.payload).toEqual(["price"])
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
