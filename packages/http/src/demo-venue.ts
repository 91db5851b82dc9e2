import { seedDemoData } from "./db/seed.js"
import { hasMenu, seedDemoMenu } from "./menu/demo-menu.js"
import { seedDemoPlaces } from "./places/demo-places.js"
import { seedDemoRewards } from "./rewards/demo-rewards.js"

/**
 * The demo venue, assembled from the features' seed steps: loaded into an empty database on
 * first start (server.ts), in one transaction, and not over a venue that has a menu. The menu
 * comes first: the rewards name its items.
 */
export const seedDemoVenue = seedDemoData({
  alreadySeeded: hasMenu,
  steps: [seedDemoMenu, seedDemoRewards, seedDemoPlaces]
})
