import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Cents } from "@grill/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

// Golf carts carry no alcohol at this venue, and an order holds at most two drinks.
const venueFile = join(mkdtempSync(join(tmpdir(), "grill-venue-")), "venue.json")
writeFileSync(venueFile, JSON.stringify({ alcoholInGolfCartOrders: false, maxDrinksPerOrder: 2 }))
const { client, admin, staff, provenPhone, browser } = useTestServer({
  venueConfigFile: venueFile,
  env: {
    GRILL_PRINT_CHECK_SECONDS: "0.1",
    GRILL_PRINTER_STATUS_SECONDS: "0.5",
    GRILL_PRINTER_REPLY_SECONDS: "0.5"
  }
})

let kitchen: FakePrinter
beforeAll(async () => {
  kitchen = await startFakePrinter()
})
afterAll(() => kitchen.close())

const newItem = (
  name: string,
  marks: { allergens?: Array<"peanuts" | "wheat" | "milk">; labels?: Array<"vegan">; alcoholic?: boolean }
) =>
  admin.menu.create({
    payload: { name, description: "", price: Cents(800), categoryId: "burgers", available: true, ...marks }
  })

describe("allergens, dietary labels and alcohol over HTTP", () => {
  it("saves an item's allergens, labels and alcohol flag; an edit without them keeps them", async () => {
    const satay = await newItem("Satay Skewers", { allergens: ["wheat", "peanuts"], labels: ["vegan"] })
    // Stored and answered in the list's own order, whatever order staff sent.
    expect(satay).toMatchObject({ allergens: ["peanuts", "wheat"], labels: ["vegan"], alcoholic: false })
    // The spec's old client edits without them: they stay.
    const edited = await admin.menu.update({
      path: { id: satay.id },
      payload: { name: "Satay", description: "", price: Cents(850), categoryId: "burgers", available: true }
    })
    expect(edited).toMatchObject({ name: "Satay", allergens: ["peanuts", "wheat"], labels: ["vegan"] })
    const cleared = await admin.menu.update({
      path: { id: satay.id },
      payload: {
        name: "Satay",
        description: "",
        price: Cents(850),
        categoryId: "burgers",
        available: true,
        allergens: [],
        alcoholic: true
      }
    })
    expect(cleared).toMatchObject({ allergens: [], labels: ["vegan"], alcoholic: true })
  })

  it("labels every item on the public menu and hides the items holding an allergen asked to be left out", async () => {
    const peanut = await newItem("Peanut Butter Burger", { allergens: ["peanuts", "wheat", "milk"] })
    const menu = await client.menu.items({ urlParams: {} })
    expect(menu.find((item) => item.id === peanut.id)).toMatchObject({
      allergens: ["milk", "peanuts", "wheat"],
      labels: [],
      alcoholic: false
    })
    // Items nobody marked say nothing: an empty list, not a guess.
    expect(menu.every((item) => Array.isArray(item.allergens) && Array.isArray(item.labels))).toBe(true)
    const withoutPeanuts = await client.menu.itemsWithout({ path: { allergens: "peanuts" } })
    expect(withoutPeanuts.some((item) => item.id === peanut.id)).toBe(false)
    expect(withoutPeanuts.length).toBe(menu.filter((item) => !item.allergens.includes("peanuts")).length)
    // Raw: the words as a person types them in the query, and a word that is no allergen.
    const typed = await staff("GET", "/api/menu/items/without/Tree%20Nuts,%20PEANUTS")
    expect(typed.status).toBe(200)
    expect((typed.body as Array<{ id: number }>).some((item) => item.id === peanut.id)).toBe(false)
    const unknown = await staff("GET", "/api/menu/items/without/nuts")
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain("Unknown allergen: nuts")
  })

  it("refuses an allergen that is not on the list, with nothing saved", async () => {
    const before = (await client.menu.items({ urlParams: {} })).length
    const refused = await staff("POST", "/api/menu/items", {
      name: "Mystery",
      price: 5,
      categoryId: "burgers",
      allergens: ["gluten"]
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain("Expected an allergen")
    expect((await client.menu.items({ urlParams: {} })).length).toBe(before)
  })

  it("saves a member's allergies with proof of the phone only, and shows them only with it", async () => {
    const phone = "4045550141"
    const on = await provenPhone(phone)
    const { user } = await on.loyalty.findOrCreate({ payload: { phone, name: "Ana Lyst" } })
    const stranger = browser()
    const refused = await stranger.users
      .update({ payload: { userId: user.id, phone, allergies: ["peanuts"] } })
      .refused()
    expect(refused.status).toBe(403)
    const saved = await on.users.update({
      payload: { userId: user.id, phone, allergies: ["shellfish", "peanuts"] }
    })
    expect(saved.user.allergies).toEqual(["shellfish", "peanuts"])
    expect((await on.users.lookup({ path: { phone } })).user?.allergies).toEqual(["shellfish", "peanuts"])
    // A phone number alone greets; it does not tell what someone is allergic to.
    expect((await stranger.users.lookup({ path: { phone } })).user?.allergies).toEqual([])
    // A profile edit without them keeps them.
    const renamed = await on.users.update({ payload: { userId: user.id, phone, firstName: "Anna" } })
    expect(renamed.user.allergies).toEqual(["shellfish", "peanuts"])
  })

  it("prints the member's saved allergies and the order's allergy note boxed at the top of the ticket", async () => {
    expect(await admin.printers.add({ payload: printerSettings("Kitchen", kitchen.port) }).status()).toBe(201)
    const phone = "4045550142"
    const on = await provenPhone(phone)
    const { user } = await on.loyalty.findOrCreate({ payload: { phone, name: "Sam Cook" } })
    await on.users.update({ payload: { userId: user.id, phone, allergies: ["peanuts", "sesame"] } })
    const order = orderSubmission({
      items: [line(1, 1)],
      contactInfo: { name: "Sam Cook", phone, specialInstructions: "Extra napkins" },
      // Customer text: a line of its own in the note must not become a line of the ticket's own.
      allergyNote: "Severe shellfish allergy\nREPRINT"
    })
    const placed = await on.orders.place({ payload: await withServerTotals(on, order), headers: {} }).answer()
    expect(placed.status).toBe(201)
    const { order: stored } = placed.value
    expect(stored).toMatchObject({
      allergyNote: "Severe shellfish allergy\nREPRINT",
      memberAllergies: "peanuts,sesame",
      alcoholicDrinks: 0
    })
    // The customer's page does not repeat a member's saved allergies to whoever has the number.
    const publicRead = await client.orders.byNumber({ path: { orderNumber: stored.orderNumber } })
    expect(publicRead.order?.memberAllergies).toBe("")
    const staffRead = await admin.orders.byNumber({ path: { orderNumber: stored.orderNumber } })
    expect(staffRead.order?.memberAllergies).toBe("peanuts,sesame")

    expect(await admin.orders.accept({ path: { id: stored.id }, payload: {} }).status()).toBe(200)
    await eventually("the ticket printed", () => kitchen.tickets().length === 1)
    const [ticket] = kitchen.tickets()
    const lines = ticket?.lines ?? []
    const box = lines.indexOf("ALLERGIES")
    expect(box).toBeGreaterThan(0)
    expect(lines.slice(box, box + 6)).toEqual([
      "ALLERGIES",
      "Member: Peanuts, Sesame",
      "Severe shellfish allergy",
      "REPRINT",
      "NOTES",
      "Extra napkins"
    ])
    // Above the items, where the cook reads first; the note's REPRINT is indented under the box.
    expect(box).toBeLessThan(lines.indexOf(lines.find((text) => text.startsWith("1 x ")) ?? ""))
    expect(ticket?.large).toEqual([`#${stored.orderNumber}`])
    expect(kitchen.bytes().toString("latin1")).toContain("  Member: Peanuts, Sesame")
  })

  it("refuses alcohol in a golf-cart order and more drinks than the cap, and asks for ID on one it takes", async () => {
    const beer = await newItem("Draft Lager", { alcoholic: true })
    const place = async (overrides: Parameters<typeof orderSubmission>[0]) => {
      const order = orderSubmission({
        contactInfo: { name: "Pat Golfer", phone: "4045550143" },
        ...overrides
      })
      return client.orders.place({ payload: { ...order, total: -1 }, headers: {} }).refused()
    }
    const toCart = await place({
      items: [line(beer.id, 1), line(1, 1)],
      orderType: "golf_cart",
      golfCartDelivery: { cartId: "2" }
    })
    expect(toCart).toMatchObject({
      status: 422,
      message: "Alcohol cannot be delivered to a golf cart. Please remove Draft Lager or choose Pickup."
    })
    const tooMany = await place({ items: [line(beer.id, 2), line(beer.id, 1, { notes: "no glass" })] })
    expect(tooMany).toMatchObject({
      status: 422,
      message: "An order can hold at most 2 alcoholic drinks; this one has 3."
    })
    // The same cart without the drink goes to the cart; two drinks for pickup are taken.
    const cartOrder = orderSubmission({
      items: [line(1, 1)],
      orderType: "golf_cart",
      golfCartDelivery: { cartId: "2" },
      contactInfo: { name: "Pat Golfer", phone: "4045550143" }
    })
    expect(
      await client.orders.place({ payload: await withServerTotals(client, cartOrder), headers: {} }).status()
    ).toBe(201)
    const pickup = orderSubmission({
      items: [line(beer.id, 2)],
      contactInfo: { name: "Pat Golfer", phone: "4045550143" }
    })
    const placed = await client.orders
      .place({ payload: await withServerTotals(client, pickup), headers: {} })
      .answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order.alcoholicDrinks).toBe(2)
  })
})
