import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck, Schema } from "effect"
import { alcoholicDrinkCount, alcoholRefusal, needsIdCheck } from "../src/alcohol.js"
import {
  ALLERGENS,
  type Allergen,
  allergenListText,
  allergensFromText,
  allergyConflicts,
  conflictingAllergens,
  itemsWithout,
  parseAllergens,
  parseDietaryLabels
} from "../src/allergens.js"
import { AllergenList } from "../src/allergens-schema.js"
import { allergyBox, kitchenTicket, type TicketOrder } from "../src/kitchen-ticket.js"
import { Cents } from "../src/money.js"

const allergenArb = FastCheck.constantFrom(...ALLERGENS)
const allergenSetArb = FastCheck.uniqueArray(allergenArb, { maxLength: ALLERGENS.length })
const itemArb = FastCheck.record({
  id: FastCheck.integer({ min: 1, max: 20 }),
  name: FastCheck.string({ maxLength: 10 }),
  allergens: allergenSetArb
})

describe("an item's allergens against a person's allergies", () => {
  it("conflict exactly on the allergens both hold, in the list's order", () => {
    FastCheck.assert(
      FastCheck.property(allergenSetArb, allergenSetArb, (holds, allergies) => {
        const conflict = conflictingAllergens({ allergens: holds }, allergies)
        expect(new Set(conflict)).toEqual(new Set(holds.filter((allergen) => allergies.includes(allergen))))
        expect(conflict).toEqual(ALLERGENS.filter((allergen) => conflict.includes(allergen)))
      })
    )
  })

  it("the filter keeps exactly the items holding none of the hidden allergens, in their order", () => {
    FastCheck.assert(
      FastCheck.property(FastCheck.array(itemArb, { maxLength: 12 }), allergenSetArb, (items, hidden) => {
        const kept = itemsWithout(items, hidden)
        expect(kept).toEqual(items.filter((item) => item.allergens.every((a) => !hidden.includes(a))))
        // Hiding more never shows more.
        expect(itemsWithout(items, [...ALLERGENS]).length).toBeLessThanOrEqual(kept.length)
      })
    )
  })

  it("an item marked with nothing is never flagged nor hidden", () => {
    FastCheck.assert(
      FastCheck.property(allergenSetArb, (allergies) => {
        expect(conflictingAllergens({}, allergies)).toEqual([])
        expect(itemsWithout([{ allergens: undefined }], allergies)).toHaveLength(1)
      })
    )
  })

  it("the checkout flags each conflicting item of the cart once, and nothing without allergies", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.uniqueArray(itemArb, { selector: (item) => item.id, maxLength: 8 }),
        FastCheck.array(FastCheck.integer({ min: 1, max: 20 }), { maxLength: 10 }),
        allergenSetArb,
        (menu, cartIds, allergies) => {
          const flagged = allergyConflicts(cartIds, menu, allergies)
          const expected = [...new Set(cartIds)]
            .map((id) => menu.find((item) => item.id === id))
            .filter((item) => item !== undefined && conflictingAllergens(item, allergies).length > 0)
          expect(flagged.map((conflict) => conflict.itemName)).toEqual(expected.map((item) => item?.name))
          expect(allergyConflicts(cartIds, menu, [])).toEqual([])
        }
      )
    )
  })

  it("a list survives being stored, and reading ignores words it does not know", () => {
    FastCheck.assert(
      FastCheck.property(allergenSetArb, (list) => {
        const stored = allergenListText(ALLERGENS.filter((a) => list.includes(a)))
        expect(allergensFromText(stored)).toEqual(ALLERGENS.filter((a) => list.includes(a)))
        expect(allergensFromText(`${stored},lupin`)).toEqual(allergensFromText(stored))
      })
    )
  })

  it("reads the words people type, and names the ones that are not allergens", () => {
    expect(parseAllergens(" Peanuts, tree nuts,TREE-NUTS ")).toEqual({ ok: ["tree_nuts", "peanuts"] })
    expect(parseAllergens("")).toEqual({ ok: [] })
    expect(parseAllergens("peanuts,nuts")).toEqual({
      error:
        "Unknown allergen: nuts (one of milk, eggs, fish, shellfish, tree_nuts, peanuts, wheat, soy, sesame)"
    })
    expect(parseDietaryLabels("Gluten free,vegan")).toEqual({ ok: ["vegan", "gluten_free"] })
  })

  it("the schema refuses a word that is not an allergen, and one listed twice, in words a person reads", () => {
    const decode = Schema.decodeUnknownEither(AllergenList)
    expect(Either.isRight(decode(["milk", "sesame"]))).toBe(true)
    const unknown = decode(["gluten"])
    expect(Either.isLeft(unknown) && String(unknown.left)).toContain("Expected an allergen: one of milk")
    const twice = decode(["milk", "milk"])
    expect(Either.isLeft(twice) && String(twice.left)).toContain("An allergen is listed more than once")
  })
})

const linesArb = FastCheck.array(
  FastCheck.record({
    name: FastCheck.constantFrom("Lager", "IPA", "Burger", "Fries"),
    alcoholic: FastCheck.boolean(),
    quantity: FastCheck.integer({ min: 1, max: 99 })
  }),
  { maxLength: 6 }
)
const orderTypeArb = FastCheck.constantFrom("pickup" as const, "delivery" as const, "golf_cart" as const)

describe("the venue's alcohol rules", () => {
  it("an order without alcohol is never refused for it", () => {
    FastCheck.assert(
      FastCheck.property(linesArb, orderTypeArb, FastCheck.boolean(), (lines, orderType, toCarts) => {
        const dry = lines.map((line) => ({ ...line, alcoholic: false }))
        expect(
          alcoholRefusal(
            { orderType, lines: dry },
            { alcoholInGolfCartOrders: toCarts, maxDrinksPerOrder: 1 }
          )
        ).toBe(undefined)
      })
    )
  })

  it("refuses exactly alcohol to a cart where stopped, or more drinks than the cap", () => {
    FastCheck.assert(
      FastCheck.property(
        linesArb,
        orderTypeArb,
        FastCheck.boolean(),
        FastCheck.option(FastCheck.integer({ min: 1, max: 10 }), { nil: null }),
        (lines, orderType, toCarts, cap) => {
          const drinks = alcoholicDrinkCount(lines)
          const refused = alcoholRefusal(
            { orderType, lines },
            { alcoholInGolfCartOrders: toCarts, maxDrinksPerOrder: cap }
          )
          const toCartRefused = drinks > 0 && orderType === "golf_cart" && !toCarts
          const overCap = cap !== null && drinks > cap
          expect(refused !== undefined).toBe(toCartRefused || overCap)
          if (toCartRefused) expect(refused).toMatch(/^Alcohol cannot be delivered to a golf cart/)
          else if (overCap)
            expect(refused).toBe(
              `An order can hold at most ${cap} alcoholic ${cap === 1 ? "drink" : "drinks"}; this one has ${drinks}.`
            )
        }
      )
    )
  })

  it("counts every unit of an alcoholic line, and any drink asks for ID", () => {
    FastCheck.assert(
      FastCheck.property(linesArb, (lines) => {
        const drinks = alcoholicDrinkCount(lines)
        expect(drinks).toBe(lines.filter((l) => l.alcoholic).reduce((sum, l) => sum + l.quantity, 0))
        expect(needsIdCheck({ alcoholicDrinks: drinks })).toBe(drinks > 0)
      })
    )
  })
})

const order: TicketOrder = {
  orderNumber: "K7Q2M",
  orderType: "pickup",
  createdAt: "2026-06-15T15:58:00Z",
  pickupTime: null,
  deliveryTimeEstimate: 30,
  contactInfo: { name: "Jamie Fox", phone: "5551234567", specialInstructions: null },
  deliveryAddress: null,
  golfCartDelivery: null,
  rewardCode: null,
  rewardName: null,
  enteredBy: null,
  total: Cents(1840),
  payment: { method: "credit_card", state: "authorised" }
}
const text = (lines: ReadonlyArray<{ kind: string; text?: string }>) =>
  lines.map((line) => line.text ?? "---")

describe("the ticket's allergy box", () => {
  it("heads the box with ALLERGIES: the member's saved ones in the list's words, the order's note indented", () => {
    const box = allergyBox({
      ...order,
      memberAllergies: "peanuts,tree_nuts",
      allergyNote: "Coeliac\n** PAID **",
      contactInfo: { ...order.contactInfo, specialInstructions: "Side door" }
    })
    expect(text(box)).toEqual([
      "ALLERGIES",
      "  Member: Tree nuts, Peanuts",
      "  Coeliac",
      "  ** PAID **",
      "NOTES",
      "  Side door",
      "---"
    ])
    expect(box[0]?.kind).toBe("inverse")
  })

  it("every line of customer text in the box is indented under a heading of the ticket's own", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.string(),
        FastCheck.string(),
        FastCheck.subarray([...ALLERGENS] as Array<Allergen>),
        (note, instructions, saved) => {
          const box = allergyBox({
            ...order,
            allergyNote: note,
            memberAllergies: saved.join(","),
            contactInfo: { ...order.contactInfo, specialInstructions: instructions }
          })
          for (const line of box) {
            if (line.kind === "bold") expect(line.text.startsWith("  ")).toBe(true)
            else if (line.kind === "inverse")
              expect(["ALLERGIES", "NOTES", "NOTES / ALLERGIES"]).toContain(line.text)
          }
        }
      )
    )
  })

  it("an order with a drink says CHECK ID AT HANDOFF by its settlement; one without says nothing of it", () => {
    const ticket = (alcoholicDrinks: number) =>
      text(
        kitchenTicket({
          order: { ...order, alcoholicDrinks },
          items: [],
          elsewhere: [],
          reprint: false,
          timeZone: "America/New_York",
          now: new Date("2026-06-15T16:00:00Z")
        })
      )
    expect(ticket(2)).toContain("CHECK ID AT HANDOFF")
    expect(ticket(2).indexOf("CHECK ID AT HANDOFF")).toBe(ticket(2).indexOf("PAID") + 1)
    expect(ticket(0)).not.toContain("CHECK ID AT HANDOFF")
  })
})
