import { describe, expect, it } from "vitest"
import { chargeBlock, confirmedAccounts } from "../src/house-accounts.js"

const family = [
  { memberNumber: "1034", lastName: "O'Neil-Park" },
  { memberNumber: "1035", lastName: "Lee" },
  { memberNumber: "1036", lastName: "Lee" }
]

describe("confirming a customer's member charge", () => {
  it("by member number: the phone's account with that number, as the billing system writes it", () => {
    const by = "member_number"
    expect(confirmedAccounts(family, { memberNumber: " 1035 ", lastName: null }, by)).toEqual([family[1]])
    expect(confirmedAccounts(family, { memberNumber: "2077", lastName: null }, by)).toEqual([])
    // A last name is no confirmation where the venue asks for the number.
    expect(confirmedAccounts(family, { memberNumber: null, lastName: "Lee" }, by)).toEqual([])
  })

  it("by last name: without case, accents, spaces or punctuation; a number given as well decides", () => {
    const by = "last_name"
    expect(confirmedAccounts(family, { memberNumber: null, lastName: "o’neil park" }, by)).toEqual([
      family[0]
    ])
    expect(
      confirmedAccounts(
        [{ memberNumber: "9", lastName: "Muñoz" }],
        { memberNumber: null, lastName: "MUNOZ" },
        by
      )
    ).toHaveLength(1)
    expect(confirmedAccounts(family, { memberNumber: null, lastName: "lee" }, by)).toHaveLength(2)
    expect(confirmedAccounts(family, { memberNumber: "1036", lastName: "lee" }, by)).toEqual([family[2]])
    expect(confirmedAccounts(family, { memberNumber: null, lastName: " " }, by)).toEqual([])
  })
})

describe("why staff cannot charge an account, in a picker's words", () => {
  it("names a status other than active, then a missing privilege", () => {
    expect(chargeBlock({ status: "active", chargeAllowed: true })).toBeUndefined()
    expect(chargeBlock({ status: "suspended", chargeAllowed: true })).toBe("Suspended")
    expect(chargeBlock({ status: "resigned", chargeAllowed: false })).toBe("Resigned")
    expect(chargeBlock({ status: "active", chargeAllowed: false })).toBe("No charging privilege")
  })
})
