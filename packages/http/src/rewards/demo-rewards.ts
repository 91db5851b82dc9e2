import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { itemIdsByName } from "../menu/demo-menu.js"
import { Rewards } from "./repo.js"

/**
 * The rewards catalogue. Two have an effect at checkout (issue 14): money off, and a menu item
 * free (named here, its id found on the demo menu when seeding); the rest are honoured by staff at the counter.
 */
const demoRewards: ReadonlyArray<{
  readonly name: string
  readonly description: string
  readonly pointsCost: number
  readonly isActive: boolean
  readonly discountCents?: number
  readonly freeItemName?: string
}> = [
  {
    name: "Free Fountain Soda",
    description: "Any fountain drink with your order",
    pointsCost: 25,
    isActive: true,
    freeItemName: "Fountain Soda"
  },
  { name: "Free Ice Cream Scoop", description: "One scoop of any flavour", pointsCost: 40, isActive: true },
  {
    name: "Free Side",
    description: "Fries, sweet potato fries, onion rings or slaw",
    pointsCost: 60,
    isActive: true
  },
  {
    name: "$10 Off Your Order",
    description: "Ten dollars off your food order",
    pointsCost: 150,
    isActive: true,
    discountCents: 1000
  },
  { name: "Free Burger", description: "Any burger from the menu", pointsCost: 200, isActive: true },
  {
    name: "Clubhouse Logo Cap",
    description: "Embroidered cap from the pro shop",
    pointsCost: 500,
    isActive: true
  },
  {
    name: "Free Range Bucket",
    description: "Large bucket at the driving range (retired)",
    pointsCost: 75,
    isActive: false
  }
]

/** The demo rewards' seed step, after the demo menu's (menu/demo-menu.ts), whose items it names. */
export const seedDemoRewards = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const itemIds = yield* itemIdsByName
  yield* sql`INSERT INTO rewards ${sql.insert(
    demoRewards.map((reward) =>
      Rewards.insertRow({
        name: reward.name,
        description: reward.description,
        pointsCost: reward.pointsCost,
        isActive: reward.isActive,
        discountCents: reward.discountCents ?? null,
        freeItemId: reward.freeItemName === undefined ? null : (itemIds.get(reward.freeItemName) ?? null)
      })
    )
  )}`
})
