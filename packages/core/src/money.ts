import type { Brand } from "effect"

/** An amount of money in whole cents. Every price and total in the product is one of these. */
export type Cents = number & Brand.Brand<"Cents">

/**
 * Brands a whole number of cents; anything else is a programming error and throws. A plain
 * function rather than Effect's Brand.refined: the customer's first screen prices the cart with
 * it, and must not download Effect to do so.
 */
export const Cents = (n: number): Cents => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Expected a whole number of cents, got ${n}`)
  return n as Cents
}

export const ZERO_CENTS = Cents(0)

/** A dollar number with at most two decimals (8.99) to cents; undefined when it has more precision or is negative. */
export const dollarsToCents = (dollars: number): Cents | undefined => {
  if (!Number.isFinite(dollars) || dollars < 0) return undefined
  const scaled = dollars * 100
  const rounded = Math.round(scaled)
  // 8.99 * 100 is 898.9999999999999: accept float noise, refuse a real third decimal.
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return undefined
  return Cents(rounded)
}

export const formatDollars = (cents: Cents): string => {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

export const formatMoney = (cents: Cents): string =>
  cents < 0 ? `-$${formatDollars(Cents(-cents))}` : `$${formatDollars(cents)}`

// Tax rates such as 7.25% are exact in ten-thousandths of a percent; floating point is not (0.7% of $5.00 gave 3¢).
const PERCENT_SCALE = 10_000
const WHOLE = BigInt(100 * PERCENT_SCALE)

const floorDivide = (numerator: bigint, divisor: bigint): bigint =>
  numerator >= 0n ? numerator / divisor : -((-numerator + divisor - 1n) / divisor)

/**
 * percent% of an amount, rounded half up to the cent. Exact (integer arithmetic) for percents with up
 * to four decimals; finer ones fall back to floating point; a non-finite percent counts as 0%.
 */
export const percentOfCents = (cents: Cents, percent: number): Cents => {
  if (!Number.isFinite(percent)) return ZERO_CENTS
  const scaled = Math.round(percent * PERCENT_SCALE)
  if (Math.abs(percent * PERCENT_SCALE - scaled) > 1e-6)
    return Cents(Math.floor(cents * (percent / 100) + 0.5))
  return Cents(Number(floorDivide(BigInt(cents) * BigInt(scaled) + WHOLE / 2n, WHOLE)))
}

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0
  for (const value of values) total += value
  return Cents(total)
}
