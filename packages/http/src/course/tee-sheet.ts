import { Context, Effect, Layer, Option } from "effect"

export interface TeeSheetGolfer {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  /** The cart the golfer was assigned on today's tee sheet, when the system knows it. */
  readonly cartId: Option.Option<string>
}

/**
 * The club's tee-sheet system (ForeUp in the old app), looked up by phone. A port, so the
 * ordering flow does not depend on a vendor being configured.
 */
export class TeeSheet extends Context.Tag("Ports/TeeSheet")<
  TeeSheet,
  { readonly findGolferByPhone: (phone: string) => Effect.Effect<Option.Option<TeeSheetGolfer>> }
>() {
  /** No tee-sheet configured: nobody is found and the customer picks a cart by hand. */
  static readonly none = Layer.succeed(TeeSheet, { findGolferByPhone: () => Effect.succeedNone })

  /** A fixed roster, for tests and demos of the automatic cart lookup. */
  static readonly fromRoster = (roster: ReadonlyMap<string, TeeSheetGolfer>) =>
    Layer.succeed(TeeSheet, {
      findGolferByPhone: (phone) => Effect.succeed(Option.fromNullable(roster.get(phone)))
    })

  /** Nobody on the tee sheet; a test of the automatic cart lookup gives `fromRoster` its golfers. */
  static readonly Test = TeeSheet.none
}
