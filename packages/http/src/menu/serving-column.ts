/*
 * The serving_hours column of menu_items and menu_categories: JSON text of core's ServingHours,
 * NULL for none (served all day). Kept as plain text in the table definitions so that reading the
 * menu stays on the compiled row decoding; decoded here, once per distinct text.
 */
import { type ServingHours, ServingHoursSchema } from "@grill/core"
import { Schema } from "effect"

const decodeStored = Schema.decodeUnknownSync(Schema.parseJson(ServingHoursSchema))

/** A few distinct values (breakfast, lunch) serve every item; bounded all the same. */
const decoded = new Map<string, ServingHours>()
const DECODED_KEPT = 256

/** The stored text as serving hours; a value that does not fit is a defect naming the column. */
export const servingHoursFromColumn = (stored: string | null): ServingHours => {
  if (stored === null) return []
  const known = decoded.get(stored)
  if (known !== undefined) return known
  let hours: ServingHours
  try {
    hours = decodeStored(stored)
  } catch (error) {
    throw new Error(`A stored serving_hours does not fit its definition: ${String(error)}`)
  }
  if (decoded.size >= DECODED_KEPT) decoded.clear()
  decoded.set(stored, hours)
  return hours
}

/** Serving hours as stored: NULL for none. */
export const servingHoursColumn = (hours: ServingHours): string | null =>
  hours.length === 0 ? null : JSON.stringify(hours)
