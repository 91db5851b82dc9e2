import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/*
 * The end-of-day report's roll-up (issue 30): orders and sold lines added up per UTC hour, kept
 * exact on every write by triggers in the database itself (so no code path that places, cancels or
 * rejects an order can forget it), and filled from the orders already there when it is created.
 * A report of a month then reads a few thousand small rows instead of every order and line.
 * Orders and lines are never deleted (money records are append-only), so only inserts and updates
 * are followed. The key's spellings match core's report-tally.ts.
 */

const CHANNEL = (row: string) =>
  `CASE WHEN ${row}.entered_by IS NOT NULL THEN 'counter'
    WHEN ${row}.order_type = 'golf_cart' AND ${row}.pickup_time IS NOT NULL THEN 'golf_cart_turn'
    ELSE ${row}.order_type END`
const OUTCOME = (row: string) =>
  `CASE WHEN ${row}.status <> 'cancelled' THEN 'sale' WHEN ${row}.rejection_reason IS NULL THEN 'cancelled'
    ELSE 'rejected' END`
// Part of the key, so never NULL (a NULL never conflicts in a unique index, and the upsert would not add up).
const REASON = (row: string) =>
  `CASE WHEN ${row}.status = 'cancelled' AND ${row}.rejection_reason IS NOT NULL THEN ${row}.rejection_reason
    ELSE '' END`

const HOUR_KEY = "hour, channel, payment_method, outcome, scheduled, reason"
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
// Qualified: PostgreSQL finds a bare name ambiguous beside `excluded`'s.
const addUp = (table: string, columns: ReadonlyArray<string>) =>
  columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ")

/** Adds (sign 1) or takes away (sign -1) one order in its hour's row. */
const tallyOrder = (
  row: string,
  sign: 1 | -1
) => `INSERT INTO report_hours (${HOUR_KEY}, ${HOUR_SUMS.join(", ")})
  VALUES (substr(${row}.created_at, 1, 13), ${CHANNEL(row)}, ${row}.payment_method, ${OUTCOME(row)},
    CASE WHEN ${row}.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON(row)}, ${sign},
    ${sign} * ${row}.subtotal_cents, ${sign} * ${row}.member_discount_cents, ${sign} * ${row}.reward_discount_cents,
    ${sign} * ${row}.tax_cents, ${sign} * ${row}.delivery_fee_cents, ${sign} * ${row}.gratuity_cents,
    ${sign} * ${row}.total_cents, ${sign} * (CASE WHEN ${row}.reward_code IS NULL THEN 0 ELSE 1 END))
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

/** A new line of an order not cancelled (lines are written after their order, in its transaction). */
const tallyNewLine = (line: string) => `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
  SELECT substr(o.created_at, 1, 13), ${line}.menu_item_id, ${line}.name, ${line}.chosen_options, ${line}.quantity,
    ${line}.quantity * ${line}.unit_price_cents
  FROM orders o WHERE o.id = ${line}.order_id AND o.status <> 'cancelled'
  ON CONFLICT (${ITEM_KEY}) DO UPDATE SET ${addUp("report_item_hours", ["quantity", "base_sales"])}`

// An update moves the order's lines only when it stops or starts being a sale (or changes hour).
const LINES_LEAVE =
  "OLD.status <> 'cancelled' AND (NEW.status = 'cancelled' OR NEW.created_at <> OLD.created_at)"
const LINES_JOIN =
  "NEW.status <> 'cancelled' AND (OLD.status = 'cancelled' OR NEW.created_at <> OLD.created_at)"

const ORDER_UPDATE = [
  tallyOrder("OLD", -1),
  tallyOrder("NEW", 1),
  tallyLines("OLD", -1, LINES_LEAVE),
  tallyLines("NEW", 1, LINES_JOIN)
]

/** Fills the roll-up from the orders already there (the migration; the benchmark's generated history). */
export const ROLLUP_FILL = [
  `INSERT INTO report_hours (${HOUR_KEY}, ${HOUR_SUMS.join(", ")})
      SELECT substr(o.created_at, 1, 13), ${CHANNEL("o")}, o.payment_method, ${OUTCOME("o")},
        CASE WHEN o.pickup_time IS NULL THEN 0 ELSE 1 END, ${REASON("o")}, COUNT(*), SUM(o.subtotal_cents),
        SUM(o.member_discount_cents), SUM(o.reward_discount_cents), SUM(o.tax_cents), SUM(o.delivery_fee_cents),
        SUM(o.gratuity_cents), SUM(o.total_cents), SUM(CASE WHEN o.reward_code IS NULL THEN 0 ELSE 1 END)
      FROM orders o GROUP BY 1, 2, 3, 4, 5, 6`,
  `INSERT INTO report_item_hours (${ITEM_KEY}, quantity, base_sales)
      SELECT substr(o.created_at, 1, 13), l.menu_item_id, l.name, l.chosen_options, SUM(l.quantity),
        SUM(l.quantity * l.unit_price_cents)
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.status <> 'cancelled'
      GROUP BY 1, 2, 3, 4`
]

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE report_hours (
      hour TEXT NOT NULL, channel TEXT NOT NULL, payment_method TEXT NOT NULL, outcome TEXT NOT NULL,
      scheduled INTEGER NOT NULL, reason TEXT NOT NULL,
      orders INTEGER NOT NULL, subtotal INTEGER NOT NULL, member_discount INTEGER NOT NULL,
      reward_discount INTEGER NOT NULL, tax INTEGER NOT NULL, delivery_fee INTEGER NOT NULL,
      gratuity INTEGER NOT NULL, total INTEGER NOT NULL, rewards_used INTEGER NOT NULL,
      PRIMARY KEY (hour, channel, payment_method, outcome, scheduled, reason)
    )`
  yield* sql`CREATE TABLE report_item_hours (
      hour TEXT NOT NULL, item_id INTEGER NOT NULL, name TEXT NOT NULL, chosen_options TEXT NOT NULL,
      quantity INTEGER NOT NULL, base_sales INTEGER NOT NULL,
      PRIMARY KEY (hour, item_id, name, chosen_options)
    )`
  for (const statement of ROLLUP_FILL) yield* sql.unsafe(statement)
  const triggers = {
    report_order_inserted: { on: "AFTER INSERT ON orders", body: [tallyOrder("NEW", 1)] },
    report_order_updated: { on: "AFTER UPDATE ON orders", body: ORDER_UPDATE },
    report_line_inserted: { on: "AFTER INSERT ON order_lines", body: [tallyNewLine("NEW")] }
  }
  for (const [name, trigger] of Object.entries(triggers)) {
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
