import type { Options } from "csv-stringify/sync"

/** A number as the exports write it (an amount "-3.50", a count "-2"): a spreadsheet reads it as one. */
const NUMBER = /^-?\d+(\.\d+)?$/

/**
 * How every CSV the product writes treats its cells. A text cell starting with = + - @ (or a tab or
 * carriage return) would run as a formula in a spreadsheet ("=HYPERLINK(...)" in a customer's
 * name): csv-stringify's escape_formulas puts a ' before it. A number is not a formula, so a
 * negative amount (a reversal, a discount) stays "-3.50".
 */
export const CSV_CELLS: Options = {
  escape_formulas: true,
  cast: {
    string: (value) => (NUMBER.test(value) ? { value, escape_formulas: false } : value)
  }
}
