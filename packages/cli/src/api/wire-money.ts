import { centsFromDollars, centsFromSignedDollars } from "@grill/core"
import { Option } from "effect"

/**
 * Where money sits in a JSON value, as paths such as "[].items[].price": property names joined
 * by ".", "[]" for every element of an array, "{}" for every value of a record, "" for the value
 * itself; ending in SIGNED where the amount may be negative (a ledger's reversal).
 */
export type MoneyPaths = ReadonlyArray<string>

export const SIGNED = "±"

const segmentsOf = (path: string): ReadonlyArray<string> => path.match(/\[\]|\{\}|[^.[\]{}]+/g) ?? []

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A copy of `value` with `convert` applied to the number at `segments`; parts that are absent or
 * null are left alone (a nullable address has no money to convert). Untouched parts are shared.
 */
const mapAt = (
  value: unknown,
  segments: ReadonlyArray<string>,
  convert: (amount: number) => number
): unknown => {
  const [segment, ...rest] = segments
  if (segment === undefined) return typeof value === "number" ? convert(value) : value
  if (segment === "[]") return Array.isArray(value) ? value.map((item) => mapAt(item, rest, convert)) : value
  if (!isRecord(value)) return value
  if (segment === "{}") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapAt(item, rest, convert)]))
  }
  return segment in value ? { ...value, [segment]: mapAt(value[segment], rest, convert) } : value
}

const mapMoney = (
  value: unknown,
  paths: MoneyPaths,
  convert: (amount: number, signed: boolean) => number
): unknown =>
  paths.reduce((current, path) => {
    const signed = path.endsWith(SIGNED)
    const segments = segmentsOf(signed ? path.slice(0, -SIGNED.length) : path)
    return mapAt(current, segments, (amount) => convert(amount, signed))
  }, value)

/** Raised inside a conversion to abandon it; never leaves this module. */
class NotMoney extends Error {}

/**
 * The server's dollars as the product's cents, or none when an amount is not money as the API
 * declares it (negative where it may not be, or a third decimal): the declared schema would refuse
 * that answer too.
 */
export const moneyFromWire = (value: unknown, paths: MoneyPaths): Option.Option<unknown> => {
  try {
    return Option.some(
      mapMoney(value, paths, (dollars, signed) =>
        Option.getOrThrowWith(
          (signed ? centsFromSignedDollars : centsFromDollars)(dollars),
          () => new NotMoney()
        )
      )
    )
  } catch (error) {
    if (error instanceof NotMoney) return Option.none()
    throw error
  }
}

/** The product's cents as the dollars the API reads. */
export const moneyToWire = (value: unknown, paths: MoneyPaths): unknown =>
  mapMoney(value, paths, (cents) => cents / 100)
