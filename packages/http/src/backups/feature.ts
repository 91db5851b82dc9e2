import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { BackupsLive } from "./http.js"

/** Backups: the nightly one, on demand, and their settings (the before-upgrade one is upgrade.ts). */
export const backupsFeature = feature({
  name: "backups",
  live: BackupsLive,
  shares: Layer.empty,
  migrations: {}
})
