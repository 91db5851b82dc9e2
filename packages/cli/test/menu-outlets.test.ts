import { describe, expect, it } from "vitest"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, staff, env } = signedInTerminalForFile()

const menuAt = async (outlet: string) =>
  (await call("GET", `/api/menu/items?outlet=${outlet}`)).body as ReadonlyArray<{
    readonly id: number
    readonly outlets: ReadonlyArray<string>
  }>

describe("grill menu edit --outlets", () => {
  it("puts an item on the outlets' menus named, and refuses one there is not", async () => {
    expect(
      (await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" }))
        .status
    ).toBe(201)
    expect((await menuAt("halfway")).map((item) => item.id)).not.toContain(1)

    const edited = await grill(["menu", "edit", "1", "--outlets", "grill, halfway", "--json"], { env })
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.stdout)).toMatchObject({ id: 1, outlets: ["grill", "halfway"] })
    expect((await menuAt("halfway")).find((item) => item.id === 1)?.outlets).toEqual(["grill", "halfway"])

    const unknown = await grill(["menu", "edit", "1", "--outlets", "grill,nowhere"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe('There is no outlet "nowhere"')
    const none = await grill(["menu", "edit", "1", "--outlets", " , "], { env })
    expect(none.code).toBe(2)
    expect(errorLine(none)).toBe("--outlets needs at least one outlet's slug, e.g. grill,halfway")
    expect((await menuAt("grill")).find((item) => item.id === 1)?.outlets).toEqual(["grill", "halfway"])
  })
})

interface ListedItem {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly outlets?: ReadonlyArray<string>
}

const listed = async (args: ReadonlyArray<string>) => {
  const result = await grill(["menu", "list", ...args, "--json"], { env })
  expect(result.code).toBe(0)
  return JSON.parse(result.stdout) as ReadonlyArray<ListedItem>
}

describe("grill menu list --outlet", () => {
  it("lists one outlet's menu at its prices, names each item's outlets, and edits the catalogue's item", async () => {
    const outlets = (await staff("GET", "/api/staff/outlets")).body as ReadonlyArray<{ slug: string }>
    if (!outlets.some((outlet) => outlet.slug === "halfway")) {
      await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" })
    }
    const dog = await staff("POST", "/api/menu/items", {
      name: "Cart Dog",
      price: 4.5,
      categoryId: "burgers",
      outlets: ["halfway"]
    })
    expect(dog.status).toBe(201)
    const dogId = (dog.body as { id: number }).id
    // Item 1 at a price of each outlet's own: the catalogue's stays what it was.
    const one = (await staff("GET", "/api/menu/items/1")).body as ListedItem & Record<string, unknown>
    const { id: _id, outlets: _outlets, count: _count, ...draft } = one
    expect(
      (
        await staff("PUT", "/api/menu/items/1", {
          ...draft,
          outlets: [
            { slug: "grill", price: 7.25 },
            { slug: "halfway", price: 9.5 }
          ]
        })
      ).status
    ).toBe(200)

    const atHalfway = await listed(["--outlet", "halfway"])
    expect(atHalfway.find((item) => item.id === dogId)).toMatchObject({ price: 4.5, outlets: ["halfway"] })
    expect(atHalfway.find((item) => item.id === 1)).toMatchObject({
      price: 9.5,
      outlets: ["grill", "halfway"]
    })
    const atGrill = await listed([])
    expect(atGrill.map((item) => item.id)).not.toContain(dogId)
    expect(atGrill.find((item) => item.id === 1)?.price).toBe(7.25)

    const table = await grill(["menu", "list", "--outlet", "halfway"], { env })
    expect(table.code).toBe(0)
    const lines = table.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^ID +Category +Name +Price +Available +Today +Outlets +Description$/)
    expect(lines.find((line) => line.includes("Cart Dog"))).toMatch(/ \$4\.50 +yes +halfway$/)
    expect(lines.find((line) => /^ +1 /.test(line))).toMatch(/ \$9\.50 .* grill, halfway /)

    const unknown = await grill(["menu", "list", "--outlet", "nowhere"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe('There is no outlet "nowhere"')

    // An item on another outlet's menu only is edited all the same, at the catalogue's price.
    const repriced = await grill(["menu", "edit", String(dogId), "--price", "5", "--json"], { env })
    expect(repriced.code).toBe(0)
    expect((await listed(["--outlet", "halfway"])).find((item) => item.id === dogId)?.price).toBe(5)
    // Neither outlet's price becomes the item's own; each outlet keeps its own.
    expect((await grill(["menu", "edit", "1", "--description", "Crisp and hot"], { env })).code).toBe(0)
    expect(((await staff("GET", "/api/menu/items/1")).body as ListedItem).price).toBe(one.price)
    expect((await listed(["--outlet", "halfway"])).find((item) => item.id === 1)?.price).toBe(9.5)
  })
})

interface PricedItem {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly available: boolean
}

const itemTwoAt = async (outlet: string) =>
  ((await call("GET", `/api/menu/items?outlet=${outlet}`)).body as ReadonlyArray<PricedItem>).find(
    (item) => item.id === 2
  )

describe("grill menu edit --outlet-price and grill menu unavailable --outlet", () => {
  it("sets an item's price and flag at one outlet, keeping them when its outlets are named again", async () => {
    const outlets = (await staff("GET", "/api/staff/outlets")).body as ReadonlyArray<{ slug: string }>
    if (!outlets.some((outlet) => outlet.slug === "halfway")) {
      await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" })
    }
    expect((await grill(["menu", "edit", "2", "--outlets", "grill,halfway"], { env })).code).toBe(0)
    const atGrill = await itemTwoAt("grill")

    const priced = await grill(["menu", "edit", "2", "--outlet-price", "halfway=6.25"], { env })
    expect(priced.code).toBe(0)
    expect(await itemTwoAt("halfway")).toMatchObject({ price: 6.25, available: true })
    expect(await itemTwoAt("grill")).toEqual(atGrill)

    const soldOut = await grill(["menu", "unavailable", "2", "--outlet", "halfway"], { env })
    expect(soldOut.code).toBe(0)
    expect(soldOut.stdout.trim()).toBe(`Menu item updated: #2 ${atGrill?.name} is now unavailable at halfway`)
    expect(await itemTwoAt("halfway")).toMatchObject({ price: 6.25, available: false })
    expect(await itemTwoAt("grill")).toEqual(atGrill)
    // Named again by slug: the halfway house keeps its own price and flag.
    expect((await grill(["menu", "edit", "2", "--outlets", "halfway,grill"], { env })).code).toBe(0)
    expect(await itemTwoAt("halfway")).toMatchObject({ price: 6.25, available: false })

    for (const [args, message] of [
      [
        ["edit", "2", "--outlet-price", "pool=3"],
        "The item is not on the menu at pool: put it there with grill menu edit ID --outlets"
      ],
      [
        ["edit", "2", "--outlet-price", "halfway=abc"],
        "--outlet-price needs an outlet's slug and a price, e.g. halfway=9.75 (or halfway=item for the item's own price), not \"halfway=abc\""
      ],
      [
        ["unavailable", "2", "--outlet", "pool"],
        "The item is not on the menu at pool: put it there with grill menu edit ID --outlets"
      ]
    ] as const) {
      const refused = await grill(["menu", ...args], { env })
      expect(refused.code, args.join(" ")).toBe(2)
      expect(errorLine(refused)).toBe(message)
    }
    expect(await itemTwoAt("halfway")).toMatchObject({ price: 6.25, available: false })

    const back = await grill(
      ["menu", "edit", "2", "--outlet-price", "halfway=item", "--outlets", "grill,halfway"],
      { env }
    )
    expect(back.code).toBe(0)
    expect((await grill(["menu", "available", "2", "--outlet", "halfway"], { env })).code).toBe(0)
    expect(await itemTwoAt("halfway")).toMatchObject({ price: atGrill?.price, available: true })
  })
})
