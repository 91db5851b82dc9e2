import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/*
 * The report's roll-up (0300, 0420) split by outlet and holding the service charge (issue 40):
 * the day's report has a row per outlet and takes an outlet filter, read from the roll-up as the
 * whole is. report_hours and report_item_hours get outlet_id in their key (rows of an hour then
 * lie together, the outlet next) and report_hours a service_charge sum; an index per table leads
 * with the outlet for the filtered read. SQLite cannot widen a primary key, so both tables are
 * made anew and filled from the orders (as 0420 did), the triggers redefined on both dialects
 * with the outlet in each row they write. The rest is 0420's, unchanged.
 */

const CHANNEL = (row: string) =>
  `CASE WHEN ${row}.entered_by IS NOT NULL THEN 'counter'
    WHEN ${row}.order_type = 'golf_cart' AND ${row}.pickup_time IS NOT NULL THEN 'golf_cart_turn'
    ELSE ${row}.order_type END`
const SETTLED_BY = (row: string) =>
  `CASE WHEN ${row}.house_account IS NOT NULL THEN 'member_charge' ELSE ${row}.payment_method END`
const OUTCOME = (row: string) =>
  `CASE WHEN ${row}.status <> 'cancelled' THEN 'sale' WHEN ${row}.rejection_reason IS NULL THEN 'cancelled'
    ELSE 'rejected' END`
// Part of the key, so never NULL (a NULL never conflicts in a unique index, and the upsert would not add up).
const REASON = (row: string) =>
  `CASE WHEN ${row}.status = 'cancelled' AND ${row}.rejection_reason IS NOT NULL THEN ${row}.rejection_reason
    ELSE '' END`
/** The kitchen had the order: only those are in the report at all. */
const KITCHENS = (row: string) => `${row}.payment_hold = 0`
/** Its lines were sold: the kitchen had it, and it was not cancelled or rejected. */
const SOLD = (row: string) => `${KITCHENS(row)} AND ${row}.status <> 'cancelled'`

const HOUR_KEY = "hour, outlet_id, channel, settled_by, outcome, scheduled, reason"
const HOUR_SUMS = [
  "orders",
  "subtotal",
  "member_discount",
  "reward_discount",
  "service_charge",
  "tax",
  "delivery_fee",
  "gratuity",
  "total",
  "rewards_used"
]
const ITEM_KEY = "hour, outlet_id, item_id, name, chosen_options"
// Qualified: PostgreSQL finds a bare name ambiguous beside `excluded`'s.
const addUp = (table: string, columns: ReadonlyArray<string>) =>
  columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ")

/**
 * Adds (sign 1) or takes away (sign -1) one order in its hour's row, if the kitchen had it. A
 * SELECT with a WHERE (not VALUES), so SQLite reads the ON CONFLICT as the upsert's.
 */
const tallyOrder = (
  row: string,
  sign: 1 | -1
) => `INSERT INTO report_hours (${HOUR_KEY}, ${HOUR_SUMS.join(", ")})
  SELECT substr(${row}.created_at, 1, 13), ${row}.outlet_id, ${CHANNEL(row)}, ${SETTLED_BY(row)}, ${OUTCOME(row)},
    CASE WHEN ${row}.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON(row)}, ${sign},
    ${sign} * ${row}.subtotal_cents, ${sign} * ${row}.member_discount_cents, ${sign} * ${row}.reward_discount_cents,
    ${sign} * ${row}.service_charge_cents, ${sign} * ${row}.tax_cents, ${sign} * ${row}.delivery_fee_cents,
    ${sign} * ${row}.gratuity_cents, ${sign} * ${row}.total_cents,
    ${sign} * (CASE WHEN ${row}.reward_code IS NULL THEN 0 ELSE 1 END)
  WHERE ${KITCHENS(row)}
  ON CONFLICT (${HOUR_KEY}) DO UPDATE SET ${addUp("report_hours", HOUR_SUMS)}`

/** Adds or takes away an order's lines in its hour's item rows, when `when` holds. */
const tallyLines = (
  row: string,
  sign: 1 | -1,
  when: string
) => `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
  SELECT substr(${row}.created_at, 1, 13), ${row}.outlet_id, menu_item_id, name, chosen_options,
    ${sign} * SUM(quantity), ${sign} * SUM(quantity * unit_price_cents)
  FROM order_lines WHERE order_id = ${row}.id AND ${when}
  GROUP BY menu_item_id, name, chosen_options
  ON CONFLICT (${ITEM_KEY}) DO UPDATE SET ${addUp("report_item_hours", ["quantity", "base_sales"])}`

/** A new line of an order sold (lines are written after their order, in its transaction). */
const tallyNewLine = (line: string) => `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
  SELECT substr(o.created_at, 1, 13), o.outlet_id, ${line}.menu_item_id, ${line}.name, ${line}.chosen_options,
    ${line}.quantity, ${line}.quantity * ${line}.unit_price_cents
  FROM orders o WHERE o.id = ${line}.order_id AND ${SOLD("o")}
  ON CONFLICT (${ITEM_KEY}) DO UPDATE SET ${addUp("report_item_hours", ["quantity", "base_sales"])}`

// An update moves the order's lines only when it stops or starts being sold (or changes hour or outlet).
const MOVED = "(NEW.created_at <> OLD.created_at OR NEW.outlet_id <> OLD.outlet_id)"
const LINES_LEAVE = `${SOLD("OLD")} AND (NOT (${SOLD("NEW")}) OR ${MOVED})`
const LINES_JOIN = `${SOLD("NEW")} AND (NOT (${SOLD("OLD")}) OR ${MOVED})`

const TRIGGERS = {
  report_order_inserted: { on: "AFTER INSERT ON orders", body: [tallyOrder("NEW", 1)] },
  report_order_updated: {
    on: "AFTER UPDATE ON orders",
    body: [
      tallyOrder("OLD", -1),
      tallyOrder("NEW", 1),
      tallyLines("OLD", -1, LINES_LEAVE),
      tallyLines("NEW", 1, LINES_JOIN)
    ]
  },
  report_line_inserted: { on: "AFTER INSERT ON order_lines", body: [tallyNewLine("NEW")] }
}

/** Fills the roll-up from the orders already there (this migration; the benchmark's generated history). */
export const ROLLUP_FILL = [
  `INSERT INTO report_hours (${HOUR_KEY}, ${HOUR_SUMS.join(", ")})
      SELECT substr(o.created_at, 1, 13), o.outlet_id, ${CHANNEL("o")}, ${SETTLED_BY("o")}, ${OUTCOME("o")},
        CASE WHEN o.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON("o")}, COUNT(*), SUM(o.subtotal_cents),
        SUM(o.member_discount_cents), SUM(o.reward_discount_cents), SUM(o.service_charge_cents), SUM(o.tax_cents),
        SUM(o.delivery_fee_cents), SUM(o.gratuity_cents), SUM(o.total_cents),
        SUM(CASE WHEN o.reward_code IS NULL THEN 0 ELSE 1 END)
      FROM orders o WHERE ${KITCHENS("o")} GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
      SELECT substr(o.created_at, 1, 13), o.outlet_id, l.menu_item_id, l.name, l.chosen_options, SUM(l.quantity),
        SUM(l.quantity * l.unit_price_cents)
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE ${SOLD("o")}
      GROUP BY 1, 2, 3, 4, 5`
]

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [name, trigger] of Object.entries(TRIGGERS)) {
    const table = trigger.on.split(" ").at(-1)
    yield* sql.onDialectOrElse({
      pg: () =>
        Effect.zipRight(
          sql.unsafe(`DROP TRIGGER ${name} ON ${table}`),
          sql.unsafe(`DROP FUNCTION ${name}()`)
        ),
      orElse: () => sql.unsafe(`DROP TRIGGER ${name}`)
    })
  }
  yield* sql`DROP TABLE report_hours`
  yield* sql`DROP TABLE report_item_hours`
  yield* sql`CREATE TABLE report_hours (
      hour TEXT NOT NULL, outlet_id INTEGER NOT NULL, channel TEXT NOT NULL, settled_by TEXT NOT NULL,
      outcome TEXT NOT NULL, scheduled INTEGER NOT NULL, reason TEXT NOT NULL,
      orders INTEGER NOT NULL, subtotal INTEGER NOT NULL, member_discount INTEGER NOT NULL,
      reward_discount INTEGER NOT NULL, service_charge INTEGER NOT NULL, tax INTEGER NOT NULL,
      delivery_fee INTEGER NOT NULL, gratuity INTEGER NOT NULL, total INTEGER NOT NULL,
      rewards_used INTEGER NOT NULL,
      PRIMARY KEY (${sql.literal(HOUR_KEY)})
    )`
  yield* sql`CREATE TABLE report_item_hours (
      hour TEXT NOT NULL, outlet_id INTEGER NOT NULL, item_id INTEGER NOT NULL, name TEXT NOT NULL,
      chosen_options TEXT NOT NULL, quantity INTEGER NOT NULL, base_sales INTEGER NOT NULL,
      PRIMARY KEY (${sql.literal(ITEM_KEY)})
    )`
  // One outlet's hours read together (the report's outlet filter).
  yield* sql`CREATE INDEX report_hours_outlet ON report_hours (outlet_id, hour)`
  // The period's item rows read from an index holding every column the report reads (0350's, with
  // the outlet), the whole club's from the hour on, one outlet's from the outlet on.
  yield* sql`CREATE INDEX report_item_hours_sums
    ON report_item_hours (hour, outlet_id, item_id, name, chosen_options, quantity, base_sales)`
  yield* sql`CREATE INDEX report_item_hours_outlet_sums
    ON report_item_hours (outlet_id, hour, item_id, name, chosen_options, quantity, base_sales)`
  for (const statement of ROLLUP_FILL) yield* sql.unsafe(statement)
  for (const [name, trigger] of Object.entries(TRIGGERS)) {
    yield* sql.onDialectOrElse({
      pg: () =>
        Effect.zipRight(
          sql.unsafe(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
              BEGIN ${trigger.body.join(";\n")}; RETURN NULL; END $$`),
          sql.unsafe(`CREATE TRIGGER ${name} ${trigger.on} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
        ),
      orElse: () =>
        sql.unsafe(`CREATE TRIGGER ${name} ${trigger.on} FOR EACH ROW BEGIN ${trigger.body.join(";\n")}; END`)
    })
  }
})
