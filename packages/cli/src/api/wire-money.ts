import { centsFromDollars } from "@grill/core"
import { Option } from "effect"

/**
 * Where money sits in a JSON value, as paths such as "[].items[].price": property names joined
 * by ".", "[]" for every element of an array, "{}" for every value of a record, "" for the value itself.
 */
export type MoneyPaths = ReadonlyArray<string>

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

const mapMoney = (value: unknown, paths: MoneyPaths, convert: (amount: number) => number): unknown =>
  paths.reduce((current, path) => mapAt(current, segmentsOf(path), convert), value)

/** Raised inside a conversion to abandon it; never leaves this module. */
class NotMoney extends Error {}

/**
 * The server's dollars as the product's cents, or none when an amount is not money as the API
 * declares it (negative, or a third decimal): the declared schema would refuse that answer too.
 */
export const moneyFromWire = (value: unknown, paths: MoneyPaths): Option.Option<unknown> => {
  try {
    return Option.some(
      mapMoney(value, paths, (dollars) =>
        Option.getOrThrowWith(centsFromDollars(dollars), () => new NotMoney())
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
