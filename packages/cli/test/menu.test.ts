import { describe, expect, it } from "vitest"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, env } = signedInTerminalForFile()

const menuItem = async (id: number) => {
  const items = JSON.parse((await grill(["menu", "list", "--json"], { env })).stdout) as Array<{ id: number }>
  return items.find((item) => item.id === id)
}

describe("grill menu list", () => {
  it("lists every item with its id, by category, without signing in", async () => {
    const result = await grill(["menu", "list"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^ID +Category +Name +Price +Available +Today +Description$/)
    expect(lines[1]).toMatch(/^ +\d+ +Starters +\S.* +\$\d+\.\d\d +yes /)
    expect(lines.at(-1)).toMatch(/Ice Cream/)
    expect(lines.length).toBeGreaterThan(25)
  })

  it("filters by --category and prints the API's items (dollars) with --json", async () => {
    const items = JSON.parse(
      (await grill(["menu", "list", "--category", "icecream", "--json"], { env })).stdout
    )
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        price: expect.any(Number),
        categoryId: "icecream",
        available: expect.any(Boolean),
        // Ice cream is served as it is: no option groups, all day.
        optionGroups: [],
        servingHours: [],
        // Nor counted for the day.
        count: null,
        allergens: [],
        labels: [],
        alcoholic: false
      })
    }
    const unknown = await grill(["menu", "list", "--category", "pizza"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe(
      'Unknown category "pizza". Categories: starters, burgers, sandwiches, salads, sides, drinks, icecream'
    )
  })
})

describe("grill menu count", () => {
  it("sets an item's count for the day, sells it out at 0, and takes it away with off", async () => {
    const added = JSON.parse(
      (
        await grill(
          ["menu", "add", "--name", "Classic Burger", "--price", "12.99", "--category", "burgers", "--json"],
          { env }
        )
      ).stdout
    ) as { id: number }
    const set = await grill(["menu", "count", String(added.id), "12"], { env })
    expect(set.code).toBe(0)
    expect(set.stdout.trim()).toBe(`Count set: #${added.id} Classic Burger · 12 of 12 left today`)
    expect(await menuItem(added.id)).toMatchObject({ count: { daily: 12, left: 12 } })
    const soldOut = await grill(["menu", "count", String(added.id), "0"], { env })
    expect(soldOut.stdout.trim()).toBe(`Count set: #${added.id} Classic Burger · Sold out today`)
    const list = await grill(["menu", "list", "--category", "burgers"], { env })
    expect(list.stdout.split("\n").find((line) => line.includes("Classic Burger"))).toMatch(
      / no +Sold out|yes +Sold out/
    )
    const off = await grill(["menu", "count", String(added.id), "off"], { env })
    expect(off.stdout.trim()).toBe(`Count set: #${added.id} Classic Burger · no count`)
    expect(await menuItem(added.id)).toMatchObject({ count: null })
    const bad = await grill(["menu", "count", String(added.id), "-3"], { env })
    expect(bad.code).toBe(2)
    expect(errorLine(bad)).toBe('Count must be a whole number from 0 to 9999, or off (got "-3")')
    const signedOut = await grill(["menu", "count", String(added.id), "4"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(signedOut.code).toBe(3)
  })
})

describe("grill menu edit --allergens / --labels / --alcoholic", () => {
  it("marks an item's allergens, labels and alcohol, keeps them through other edits, and names a word not on the list", async () => {
    const added = await grill(["menu", "add", "--name", "Satay Bowl", "--price", "12", "--json"], { env })
    const { id } = JSON.parse(added.stdout) as { id: number }
    const marked = await grill(
      ["menu", "edit", String(id), "--allergens", "peanuts, Tree Nuts", "--labels", "vegan", "--alcoholic"],
      { env }
    )
    expect(marked.code).toBe(0)
    expect(marked.stdout.trim()).toBe(
      `Menu item updated: #${id} Satay Bowl · $12.00 · No category · available · contains Tree nuts, Peanuts · Vegan · alcoholic`
    )
    await grill(["menu", "edit", String(id), "--price", "13"], { env })
    expect(await menuItem(id)).toMatchObject({
      allergens: ["tree_nuts", "peanuts"],
      labels: ["vegan"],
      alcoholic: true
    })
    const cleared = await grill(["menu", "edit", String(id), "--allergens", "", "--no-alcoholic", "--json"], {
      env
    })
    expect(JSON.parse(cleared.stdout)).toMatchObject({ allergens: [], labels: ["vegan"], alcoholic: false })
    const unknown = await grill(["menu", "edit", String(id), "--allergens", "nuts"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe(
      "Unknown allergen: nuts (one of milk, eggs, fish, shellfish, tree_nuts, peanuts, wheat, soy, sesame)"
    )
  })
})

describe("grill menu add / edit / available / unavailable / delete", () => {
  it("adds, edits, switches availability and deletes an item", async () => {
    const added = await grill(
      ["menu", "add", "--name", "  Club Sandwich ", "--price", "11.5", "--category", "sandwiches", "--json"],
      { env }
    )
    expect(added.code).toBe(0)
    const item = JSON.parse(added.stdout)
    expect(item).toMatchObject({
      name: "Club Sandwich",
      price: 11.5,
      categoryId: "sandwiches",
      available: true
    })

    const edited = await grill(
      ["menu", "edit", String(item.id), "--price", "12.25", "--description", "Triple decker"],
      {
        env
      }
    )
    expect(edited.stdout).toBe(
      `Menu item updated: #${item.id} Club Sandwich · $12.25 · Sandwiches & Wraps · available\n`
    )
    expect(await menuItem(item.id)).toMatchObject({
      price: 12.25,
      description: "Triple decker",
      name: "Club Sandwich"
    })

    const off = await grill(["menu", "unavailable", String(item.id)], { env })
    expect(off.stdout).toBe(`Menu item updated: #${item.id} Club Sandwich is now unavailable\n`)
    expect(await menuItem(item.id)).toMatchObject({ available: false, price: 12.25 })
    expect((await grill(["menu", "available", String(item.id)], { env })).stdout).toContain(
      "is now available"
    )

    const deleted = await grill(["menu", "delete", String(item.id), "--yes"], { env })
    expect(deleted.stdout).toBe(`Menu item deleted: #${item.id} Club Sandwich\n`)
    expect(await menuItem(item.id)).toBeUndefined()
  })

  it("adds with the editor's defaults and prints a line", async () => {
    const result = await grill(
      ["menu", "add", "--name", "Seasonal Scoop", "--category", "icecream", "--unavailable"],
      {
        env
      }
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /^Menu item added: #\d+ Seasonal Scoop · \$0\.00 · Ice Cream · unavailable\n$/
    )
  })

  it.each([
    [["--price", "3"], "Name is required"],
    [["--name", " ", "--price", "3"], "Name is required"],
    [["--name", "Pie", "--price", ""], 'Price is required (got "")'],
    [["--name", "Pie", "--price", "abc"], 'Price must be a number (got "abc")'],
    [["--name", "Pie", "--price", "-1"], 'Price must be 0 or more (got "-1")'],
    [["--name", "Pie", "--price", "1.234"], 'Price can have at most two decimals (got "1.234")'],
    [
      ["--name", "Pie", "--price", "3", "--category", "pies"],
      'Unknown category "pies". Categories: starters, burgers, sandwiches, salads, sides, drinks, icecream'
    ]
  ])("refuses %j with the editor's message", async (fields, message) => {
    const result = await grill(["menu", "add", ...fields], { env })
    expect(result.code).toBe(2)
    expect(errorLine(result)).toBe(message)
  })

  it("checks an edit the same way and needs something to change", async () => {
    const price = await grill(["menu", "edit", "1", "--price", "12.999"], { env })
    expect(errorLine(price)).toBe('Price can have at most two decimals (got "12.999")')
    const nothing = await grill(["menu", "edit", "1"], { env })
    expect(nothing.code).toBe(2)
    expect(errorLine(nothing)).toBe(
      "Nothing to change: give --name, --price, --description, --category, --serving, --available, --unavailable, --allergens, --labels, --alcoholic, --outlets or --outlet-price"
    )
  })

  it("says which ids are wrong or unknown", async () => {
    const word = await grill(["menu", "edit", "burger", "--price", "1"], { env })
    expect(word.code).toBe(2)
    expect(errorLine(word)).toBe(
      'Invalid menu item id "burger": expected a number such as 12 (see grill menu list)'
    )
    const unknown = await grill(["menu", "unavailable", "9999"], { env })
    expect(unknown.code).toBe(1)
    expect(errorLine(unknown)).toBe("No menu item with id 9999 (see grill menu list)")
  })

  it("asks before deleting, which a script must answer with --yes", async () => {
    const result = await grill(["menu", "delete", "1"], { env })
    expect(result.code).toBe(2)
    expect(errorLine(result)).toBe(
      "Deleting a menu item needs confirmation: run it in a terminal or add --yes"
    )
    expect(await menuItem(1)).toBeDefined()
  })

  it("asks at a terminal, with the editor's question, and keeps the item unless told yes", async () => {
    const kept = await grill(["menu", "delete", "1"], { env, tty: true, input: ["n"] })
    expect(kept.code).toBe(1)
    // At a terminal the question and the answer share the screen with the typed "n".
    expect(kept.stdout).toContain(
      "Are you sure you want to delete this menu item? This action cannot be undone. [y/N] "
    )
    expect(kept.stdout.trimEnd().split("\n").at(-1)).toBe("Menu item kept")
    expect(await menuItem(1)).toBeDefined()
  })

  it("is for staff only", async () => {
    const result = await grill(["menu", "available", "1"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(result.code).toBe(3)
    expect(errorLine(result)).toBe(`Not signed in to ${server.url}. Run grill login`)
  })
})

describe("grill menu serving times", () => {
  it("sets an item's with --serving, and a whole category's with menu serving", async () => {
    const added = await grill(
      [
        "menu",
        "add",
        "--name",
        "Breakfast Burrito",
        "--price",
        "9.5",
        "--category",
        "starters",
        "--serving",
        "Mon-Fri 06:30-11:00; Sat-Sun 6:30-11:30"
      ],
      { env }
    )
    expect(added.code).toBe(0)
    expect(added.stdout).toMatch(
      /^Menu item added: #\d+ Breakfast Burrito · \$9\.50 · Starters · available · served Mon-Fri 6:30–11:00 AM; Sat-Sun 6:30–11:30 AM\n$/
    )
    const id = Number(/#(\d+)/.exec(added.stdout)?.[1])
    const edited = await grill(["menu", "edit", String(id), "--serving", "Daily 07:00-10:30"], { env })
    expect(edited.code).toBe(0)
    expect(await menuItem(id)).toMatchObject({
      servingHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 0], from: "07:00", until: "10:30" }]
    })
    // A price edit keeps them.
    expect((await grill(["menu", "edit", String(id), "--price", "9.75"], { env })).code).toBe(0)
    expect(await menuItem(id)).toMatchObject({ servingHours: [{ from: "07:00", until: "10:30" }] })

    const backwards = await grill(["menu", "edit", String(id), "--serving", "Mon 11:00-06:30"], { env })
    expect(backwards.code).toBe(2)
    expect(errorLine(backwards)).toBe(
      'Serving times "Mon 11:00-06:30" must end later than they start on the same day'
    )

    const category = await grill(["menu", "serving", "icecream", "Daily 12:00-21:00"], { env })
    expect(category.code).toBe(0)
    expect(category.stdout).toBe("Ice Cream: served Daily 12:00–9:00 PM\n")
    const cleared = await grill(["menu", "serving", "icecream", "all day"], { env })
    expect(cleared.stdout).toBe("Ice Cream: served all day\n")
    const unknown = await grill(["menu", "serving", "brunch", "Daily 10:00-14:00"], { env })
    expect(unknown.code).not.toBe(0)
    expect(errorLine(unknown)).toContain('Unknown category "brunch" (see grill menu list)')
  })
})
