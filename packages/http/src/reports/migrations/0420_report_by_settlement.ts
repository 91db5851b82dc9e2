import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/*
 * The report's roll-up (0300_report_rollup.ts) keyed by what settled an order, and holding only
 * the orders the kitchen had (issue 37).
 * - A member charge is stored as payment_method credit_card with its house_account named (0090):
 *   keyed by the stored method, house charges were reported as card sales and the Z report no
 *   longer matched the card deposits. The key column is now settled_by: member_charge,
 *   credit_card or pay_at_counter (core's reportPaymentOf).
 * - A card order held for its authorisation, or given up before it (payment_hold <> 0, 0302),
 *   was counted by the roll-up and taken back out on every read. It is now left out by the
 *   triggers themselves, and joins (with its lines) the moment the kitchen has it.
 * The triggers are redefined on both dialects and the roll-up rebuilt from the orders.
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
const REASON = (row: string) =>
  `CASE WHEN ${row}.status = 'cancelled' AND ${row}.rejection_reason IS NOT NULL THEN ${row}.rejection_reason
    ELSE '' END`
/** The kitchen had the order: only those are in the report at all. */
const KITCHENS = (row: string) => `${row}.payment_hold = 0`
/** Its lines were sold: the kitchen had it, and it was not cancelled or rejected. */
const SOLD = (row: string) => `${KITCHENS(row)} AND ${row}.status <> 'cancelled'`

const HOUR_KEY = "hour, channel, settled_by, outcome, scheduled, reason"
const HOUR_SUMS = [
  "orders",
  "subtotal",
  "member_discount",
  "reward_discount",
  "tax",
  "delivery_fee",
  "gratuity",
  "total",
  "rewards_used"
]
const ITEM_KEY = "hour, item_id, name, chosen_options"
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
  SELECT substr(${row}.created_at, 1, 13), ${CHANNEL(row)}, ${SETTLED_BY(row)}, ${OUTCOME(row)},
    CASE WHEN ${row}.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON(row)}, ${sign},
    ${sign} * ${row}.subtotal_cents, ${sign} * ${row}.member_discount_cents, ${sign} * ${row}.reward_discount_cents,
    ${sign} * ${row}.tax_cents, ${sign} * ${row}.delivery_fee_cents, ${sign} * ${row}.gratuity_cents,
    ${sign} * ${row}.total_cents, ${sign} * (CASE WHEN ${row}.reward_code IS NULL THEN 0 ELSE 1 END)
  WHERE ${KITCHENS(row)}
  ON CONFLICT (${HOUR_KEY}) DO UPDATE SET ${addUp("report_hours", HOUR_SUMS)}`

/** Adds or takes away an order's lines in its hour's item rows, when `when` holds. */
const tallyLines = (
  row: string,
  sign: 1 | -1,
  when: string
) => `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
  SELECT substr(${row}.created_at, 1, 13), menu_item_id, name, chosen_options, ${sign} * SUM(quantity),
    ${sign} * SUM(quantity * unit_price_cents)
  FROM order_lines WHERE order_id = ${row}.id AND ${when}
  GROUP BY menu_item_id, name, chosen_options
  ON CONFLICT (${ITEM_KEY}) DO UPDATE SET ${addUp("report_item_hours", ["quantity", "base_sales"])}`

/** A new line of an order sold (lines are written after their order, in its transaction). */
const tallyNewLine = (line: string) => `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
  SELECT substr(o.created_at, 1, 13), ${line}.menu_item_id, ${line}.name, ${line}.chosen_options, ${line}.quantity,
    ${line}.quantity * ${line}.unit_price_cents
  FROM orders o WHERE o.id = ${line}.order_id AND ${SOLD("o")}
  ON CONFLICT (${ITEM_KEY}) DO UPDATE SET ${addUp("report_item_hours", ["quantity", "base_sales"])}`

// An update moves the order's lines only when it stops or starts being sold (or changes hour).
const LINES_LEAVE = `${SOLD("OLD")} AND (NOT (${SOLD("NEW")}) OR NEW.created_at <> OLD.created_at)`
const LINES_JOIN = `${SOLD("NEW")} AND (NOT (${SOLD("OLD")}) OR NEW.created_at <> OLD.created_at)`

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
      SELECT substr(o.created_at, 1, 13), ${CHANNEL("o")}, ${SETTLED_BY("o")}, ${OUTCOME("o")},
        CASE WHEN o.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON("o")}, COUNT(*), SUM(o.subtotal_cents),
        SUM(o.member_discount_cents), SUM(o.reward_discount_cents), SUM(o.tax_cents), SUM(o.delivery_fee_cents),
        SUM(o.gratuity_cents), SUM(o.total_cents), SUM(CASE WHEN o.reward_code IS NULL THEN 0 ELSE 1 END)
      FROM orders o WHERE ${KITCHENS("o")} GROUP BY 1, 2, 3, 4, 5, 6`,
  `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
      SELECT substr(o.created_at, 1, 13), l.menu_item_id, l.name, l.chosen_options, SUM(l.quantity),
        SUM(l.quantity * l.unit_price_cents)
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE ${SOLD("o")}
      GROUP BY 1, 2, 3, 4`
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
  yield* sql`DELETE FROM report_hours`
  yield* sql`DELETE FROM report_item_hours`
  yield* sql`ALTER TABLE report_hours RENAME COLUMN payment_method TO settled_by`
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
