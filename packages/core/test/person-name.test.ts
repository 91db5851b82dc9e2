import { describe, expect, it } from "@effect/vitest"
import { capitaliseName, splitName } from "../src/person-name.js"

/** How the checkout tidies a typed name (spec section 5). */

describe("capitaliseName", () => {
  it("upper-cases the first letter and leaves the rest as typed", () => {
    expect(capitaliseName("jane")).toBe("Jane")
    expect(capitaliseName("mcDonald")).toBe("McDonald")
    expect(capitaliseName("JANE")).toBe("JANE")
    expect(capitaliseName("")).toBe("")
  })
})

describe("splitName", () => {
  it("splits at the first space", () => {
    expect(splitName("Jane Van Dyke")).toEqual({ firstName: "Jane", lastName: "Van Dyke" })
    expect(splitName("  Jane   Doe ")).toEqual({ firstName: "Jane", lastName: "Doe" })
  })

  it("puts a single word in the first name", () => {
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" })
    expect(splitName("")).toEqual({ firstName: "", lastName: "" })
  })
})
