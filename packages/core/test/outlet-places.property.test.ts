import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { type OutletPlace, outletMenuEntry } from "../src/menu.js"
import { newOutletPlaceForm, outletPlaceFormsFrom, outletPlacesFromForms } from "../src/menu-form.js"
import { centsArb } from "./arbitraries.js"

const slugArb = FastCheck.constantFrom("grill", "halfway", "cart-1", "pool")

const placeArb: FastCheck.Arbitrary<OutletPlace> = FastCheck.record({
  slug: slugArb,
  price: FastCheck.option(centsArb(100_000), { nil: null }),
  available: FastCheck.boolean()
})

const NAMES: Record<string, string> = { halfway: "Halfway House" }
const nameOf = (slug: string) => NAMES[slug] ?? slug

describe("an item's places at outlets", () => {
  it("reads back from the editor's rows exactly as the catalogue held them", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.uniqueArray(placeArb, { selector: (place) => place.slug, minLength: 1 }),
        (places) => {
          expect(outletPlacesFromForms(outletPlaceFormsFrom(places), nameOf)).toEqual({ places })
        }
      )
    )
  })

  it("keeps the place it had for an outlet named by its slug alone, and sets one named with its parts", () => {
    FastCheck.assert(
      FastCheck.property(placeArb, FastCheck.option(placeArb, { nil: undefined }), (said, had) => {
        const kept = had === undefined ? undefined : { ...had, slug: said.slug }
        expect(outletMenuEntry(said.slug, kept)).toEqual(
          kept ?? { slug: said.slug, price: null, available: true }
        )
        expect(outletMenuEntry(said, kept)).toEqual(said)
      })
    )
    expect(outletMenuEntry({ slug: "pool" }, { slug: "pool", price: null, available: false })).toEqual({
      slug: "pool",
      price: null,
      available: true
    })
  })

  it("puts a new outlet's row at the item's price, available", () => {
    expect(outletPlacesFromForms([newOutletPlaceForm("pool")], nameOf)).toEqual({
      places: [{ slug: "pool", price: null, available: true }]
    })
  })

  it("names the outlet whose price cannot be read, and refuses no outlet at all", () => {
    for (const [price, problem] of [
      ["abc", "Price at Halfway House must be a number"],
      ["-1", "Price at Halfway House must be 0 or more"],
      ["1.234", "Price at Halfway House can have at most two decimals"],
      ["99999999999999999", "Price at Halfway House must be a number"]
    ] as const) {
      expect(
        outletPlacesFromForms(
          [newOutletPlaceForm("grill"), { slug: "halfway", price, available: true }],
          nameOf
        )
      ).toEqual({ problem, slug: "halfway" })
    }
    expect(outletPlacesFromForms([], nameOf)).toEqual({
      problem: "Choose at least one outlet",
      slug: undefined
    })
    expect(outletPlacesFromForms([{ slug: "grill", price: " 7.5 ", available: false }], nameOf)).toEqual({
      places: [{ slug: "grill", price: 750, available: false }]
    })
  })
})
