import type { Layer } from "effect"
import type { MigrationRecord } from "../db/database.js"

/**
 * What a feature folder exports, once, as `<feature>/feature.ts`; the assembly's list of them
 * (packages/http/src/features.ts) is all the server and the migrator read of a feature.
 */
export interface Feature<
  Live extends Layer.Layer<never, unknown, unknown>,
  Shares extends Layer.Layer<never, unknown, unknown>
> {
  /** Its folder's name. */
  readonly name: string
  /**
   * Its handlers and its background work, with its own services provided (its repository and
   * services, each by its `.Default`): what it still needs is plumbing and the Tags of what
   * features share.
   */
  readonly live: Live
  /**
   * What it lends the other features by Tag, one instance for the whole process (the event hub,
   * the card gateway, a repository other features read). It may need plumbing and the shares of
   * the features listed before it in features.ts.
   */
  readonly shares: Shares
  /** Its migrations, by the id the migrator records ("0302_card_payments"), never renamed. */
  readonly migrations: MigrationRecord
}

/** A feature's manifest, its types kept for the assembly to check what every feature needs. */
export const feature = <
  Live extends Layer.Layer<never, unknown, unknown>,
  Shares extends Layer.Layer<never, unknown, unknown>
>(
  manifest: Feature<Live, Shares>
): Feature<Live, Shares> => manifest
