import { SqlClient } from "@effect/sql"
import { Cents } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlNumber } from "../db/table.js"
import { replaceOptionGroups } from "./option-rows.js"
import { MenuCategories, MenuItems } from "./repo.js"

/**
 * The demo venue's menu, loaded into an empty database on first start (db/seed.ts): a realistic
 * grill menu (its rewards catalogue is rewards/demo-rewards.ts, its cart fleet and resident
 * addresses places/demo-places.ts). Prices are in cents. Nothing else in the code base knows
 * these values.
 */
const demoCategories = [
  { id: "starters", name: "Starters" },
  { id: "burgers", name: "Burgers" },
  { id: "sandwiches", name: "Sandwiches & Wraps" },
  { id: "salads", name: "Salads" },
  { id: "sides", name: "Sides" },
  { id: "drinks", name: "Drinks" },
  { id: "icecream", name: "Ice Cream" }
] as const

interface DemoOptionGroup {
  readonly name: string
  readonly required: boolean
  readonly maxChoices: number
  readonly options: ReadonlyArray<{ readonly name: string; readonly priceCents: number }>
}

/** How a beef patty is cooked: the kitchen must know, so the customer must say. */
const burgerTemperature: DemoOptionGroup = {
  name: "Temperature",
  required: true,
  maxChoices: 1,
  options: ["Rare", "Medium Rare", "Medium", "Medium Well", "Well Done"].map((name) => ({
    name,
    priceCents: 0
  }))
}

const burgerAddOns: DemoOptionGroup = {
  name: "Add-ons",
  required: false,
  maxChoices: 3,
  options: [
    { name: "Bacon", priceCents: 200 },
    { name: "Cheese", priceCents: 100 },
    { name: "Avocado", priceCents: 150 }
  ]
}

const demoMenuItems: ReadonlyArray<{
  name: string
  description: string
  priceCents: number
  categoryId: string
  available?: boolean
  optionGroups?: ReadonlyArray<DemoOptionGroup>
}> = [
  {
    name: "Loaded Nachos",
    description: "Tortilla chips, queso, jalapeños, pico de gallo, sour cream",
    priceCents: 1099,
    categoryId: "starters"
  },
  {
    name: "Wings (8)",
    description: "Buffalo, BBQ or lemon pepper, with ranch or blue cheese",
    priceCents: 1299,
    categoryId: "starters"
  },
  {
    name: "Fried Pickles",
    description: "Crisp dill chips with Cajun ranch",
    priceCents: 799,
    categoryId: "starters"
  },
  {
    name: "Pimento Cheese Dip",
    description: "House-made Georgia pimento cheese with toasted pita",
    priceCents: 899,
    categoryId: "starters"
  },
  {
    name: "Pretzel Bites",
    description: "Warm soft pretzel bites with beer cheese",
    priceCents: 849,
    categoryId: "starters"
  },
  {
    name: "Clubhouse Burger",
    description: "Half-pound Angus, cheddar, lettuce, tomato, onion, brioche",
    priceCents: 1399,
    categoryId: "burgers",
    optionGroups: [burgerTemperature, burgerAddOns]
  },
  {
    name: "Bacon BBQ Burger",
    description: "Smoked bacon, onion rings, BBQ sauce, pepper jack",
    priceCents: 1549,
    categoryId: "burgers",
    optionGroups: [burgerTemperature, burgerAddOns]
  },
  {
    name: "Mushroom Swiss Burger",
    description: "Sautéed mushrooms, Swiss, garlic aioli",
    priceCents: 1449,
    categoryId: "burgers",
    optionGroups: [burgerTemperature, burgerAddOns]
  },
  {
    name: "Black Bean Burger",
    description: "House black bean patty, avocado, chipotle mayo",
    priceCents: 1299,
    categoryId: "burgers",
    // A bean patty has no temperature to choose.
    optionGroups: [burgerAddOns]
  },
  {
    name: "The Turn Hot Dog",
    description: "All-beef quarter-pound dog, chili and slaw optional",
    priceCents: 699,
    categoryId: "sandwiches"
  },
  {
    name: "Chicken Club Wrap",
    description: "Grilled chicken, bacon, lettuce, tomato, ranch",
    priceCents: 1199,
    categoryId: "sandwiches"
  },
  {
    name: "Grilled Chicken Sandwich",
    description: "Marinated breast, honey mustard, brioche",
    priceCents: 1249,
    categoryId: "sandwiches"
  },
  {
    name: "Turkey BLT",
    description: "Smoked turkey, bacon, lettuce, tomato on sourdough",
    priceCents: 1149,
    categoryId: "sandwiches"
  },
  {
    name: "Philly Cheesesteak",
    description: "Shaved ribeye, peppers, onions, provolone",
    priceCents: 1499,
    categoryId: "sandwiches"
  },
  {
    name: "Fish Tacos",
    description: "Blackened mahi, cabbage slaw, lime crema (3)",
    priceCents: 1399,
    categoryId: "sandwiches"
  },
  {
    name: "Cobb Salad",
    description: "Chicken, bacon, egg, avocado, blue cheese, tomato",
    priceCents: 1349,
    categoryId: "salads"
  },
  {
    name: "Caesar Salad",
    description: "Romaine, parmesan, croutons; add chicken +$4",
    priceCents: 999,
    categoryId: "salads"
  },
  {
    name: "Southern Harvest Salad",
    description: "Greens, pecans, apples, goat cheese, peach vinaigrette",
    priceCents: 1149,
    categoryId: "salads"
  },
  { name: "Hand-Cut Fries", description: "Sea salt", priceCents: 449, categoryId: "sides" },
  { name: "Sweet Potato Fries", description: "With maple aioli", priceCents: 499, categoryId: "sides" },
  { name: "Onion Rings", description: "Beer-battered", priceCents: 549, categoryId: "sides" },
  { name: "Coleslaw", description: "Creamy house slaw", priceCents: 349, categoryId: "sides" },
  {
    name: "Fountain Soda",
    description: "Coke, Diet Coke, Sprite, Dr Pepper",
    priceCents: 299,
    categoryId: "drinks"
  },
  { name: "Sweet Tea", description: "Fresh-brewed, sweet or unsweet", priceCents: 299, categoryId: "drinks" },
  { name: "Arnold Palmer", description: "Half tea, half lemonade", priceCents: 349, categoryId: "drinks" },
  { name: "Bottled Water", description: "16.9 oz", priceCents: 199, categoryId: "drinks" },
  {
    name: "Sports Drink",
    description: "Assorted flavours, 20 oz",
    priceCents: 349,
    categoryId: "drinks",
    available: false
  },
  {
    name: "Vanilla Scoop",
    description: "Madagascar vanilla, one scoop",
    priceCents: 400,
    categoryId: "icecream"
  },
  {
    name: "Chocolate Scoop",
    description: "Dark chocolate, one scoop",
    priceCents: 400,
    categoryId: "icecream"
  },
  {
    name: "Peach Cobbler Scoop",
    description: "Georgia peach with cobbler crumble, one scoop",
    priceCents: 400,
    categoryId: "icecream"
  },
  {
    name: "Sundae",
    description: "Two scoops, hot fudge, whipped cream, cherry",
    priceCents: 799,
    categoryId: "icecream"
  }
]

const categoryCount = decodedFirstRow(Schema.Struct({ n: SqlNumber }), MenuCategories.name)
const insertedItems = decodedRows(MenuItems.row.pick("id", "name"), MenuItems.name)

/** Whether there is a menu: a venue, the demo's or a real one, that the demo must not be seeded over. */
export const hasMenu = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const categories = yield* sql`SELECT COUNT(*) AS n FROM menu_categories`.pipe(categoryCount)
  return Option.exists(categories, (row) => row.n > 0)
})

/** The menu's item ids by name (unique on the demo menu), for the seed steps that name its items. */
export const itemIdsByName = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT id, name FROM menu_items`.pipe(insertedItems)
  return new Map(rows.map((row) => [row.name, row.id]))
})

/** The demo menu's seed step: its categories, items and their option groups. */
export const seedDemoMenu = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO menu_categories ${sql.insert(
    demoCategories.map((category, position) => MenuCategories.insertRow({ ...category, position }))
  )}`
  const inserted = yield* sql`INSERT INTO menu_items ${sql.insert(
    demoMenuItems.map((item) =>
      MenuItems.insertRow({
        name: item.name,
        description: item.description,
        price_cents: item.priceCents,
        category_id: item.categoryId,
        available: item.available !== false
      })
    )
  )} RETURNING id, name`.pipe(insertedItems)
  // By name (unique on the demo menu): a multi-row RETURNING promises no order.
  const itemIds = new Map(inserted.map((row) => [row.name, row.id]))
  for (const item of demoMenuItems) {
    const groups = item.optionGroups ?? []
    if (groups.length === 0) continue
    yield* replaceOptionGroups(
      sql,
      itemIds.get(item.name) as number,
      groups.map((group) => ({
        ...group,
        options: group.options.map((option) => ({ name: option.name, price: Cents(option.priceCents) }))
      }))
    )
  }
})
