/* Serving times on the wire and in the database, checked: serving-hours.ts holds their rules. */
import * as Schema from "effect/Schema"
import { minutesOfDay } from "./opening-hours.js"
import { SERVING_TIME, type ServingHours } from "./serving-hours.js"

/** Windows an item or a category may have: more would be a timetable, not a menu. */
export const MAX_SERVING_WINDOWS = 14

const ServingTime = Schema.String.pipe(
  Schema.pattern(SERVING_TIME, { message: () => 'Expected a 24-hour time such as "06:30"' })
)

export const ServingWindowSchema = Schema.Struct({
  weekdays: Schema.Array(
    Schema.Int.pipe(Schema.between(0, 6, { message: () => "Expected a weekday from 0 (Sunday) to 6" }))
  ).pipe(Schema.minItems(1, { message: () => "Serving times need at least one day" })),
  from: ServingTime,
  until: ServingTime
}).pipe(
  Schema.filter((window) => minutesOfDay(window.from) < minutesOfDay(window.until), {
    message: () => "Serving times must end later than they start on the same day"
  })
)

/** An item's or a category's serving times; an empty list: served whenever the grill is open. */
export const ServingHoursSchema: Schema.Schema<ServingHours, ServingHours> = Schema.Array(
  ServingWindowSchema
).pipe(
  Schema.maxItems(MAX_SERVING_WINDOWS, {
    message: () => `At most ${MAX_SERVING_WINDOWS} serving windows`
  })
)
