import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

/*
 * One owner per table (issue 38): every SQL statement naming a table lives in the feature that
 * owns it; any other feature asks that feature's service or repository. This reads every sql`...`
 * template (and every literal handed to sql.unsafe or sql.literal) of the server's sources, finds
 * the tables its statements name (after FROM, JOIN, INTO, UPDATE, TABLE or ON), and holds each to
 * its owner. Migrations are the database's history and name every table; they are left out.
 */

const SRC = fileURLToPath(new URL("../src/", import.meta.url))

/** Each table's owning folder under packages/http/src. */
const OWNERS: Record<string, string> = {
  orders: "orders",
  order_lines: "orders",
  order_status_changes: "orders",
  order_cart_promises: "orders",
  order_text_updates: "notifications",
  sms_stop_list: "notifications",
  push_subscriptions: "notifications",
  push_registrations: "notifications",
  vapid_keys: "notifications",
  payment_entries: "payments",
  payment_intents: "payments",
  stripe_events: "payments",
  refund_requests: "payments",
  club_members: "members",
  club_member_phones: "members",
  house_ledger: "members",
  statement_batches: "members",
  report_hours: "reports",
  report_item_hours: "reports",
  books_checks: "books",
  printers: "printers",
  print_jobs: "printers",
  menu_categories: "menu",
  menu_items: "menu",
  menu_items_autoincrement: "menu",
  menu_option_groups: "menu",
  menu_options: "menu",
  loyalty_users: "loyalty",
  phone_codes: "loyalty",
  phone_proof_versions: "loyalty",
  redemptions: "loyalty",
  rewards: "rewards",
  staff_users: "staff",
  staff_sessions: "staff",
  audit_log: "staff",
  kitchen_state: "kitchen",
  golf_carts: "places",
  resident_addresses: "places",
  cart_positions: "course",
  cart_device_tokens: "course",
  bev_cart_shifts: "bev-cart",
  bev_cart_shift_events: "bev-cart",
  bev_cart_sales: "bev-cart",
  bev_cart_positions: "bev-cart",
  server_secrets: "platform"
}

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

/** The static text of every SQL template and literal in a source file. */
const sqlTexts = (file: string): Array<string> => {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
  const texts: Array<string> = []
  const templateText = (template: ts.TemplateLiteral) =>
    ts.isNoSubstitutionTemplateLiteral(template)
      ? template.text
      : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(" ? ")
  const isSql = (expression: ts.Expression) =>
    (ts.isIdentifier(expression) && expression.text === "sql") ||
    (ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      expression.expression.text === "sql")
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isSql(node.tag)) texts.push(templateText(node.template))
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      isSql(node.expression.expression) &&
      ["unsafe", "literal"].includes(node.expression.name.text)
    ) {
      for (const argument of node.arguments) {
        if (ts.isStringLiteral(argument)) texts.push(argument.text)
        if (ts.isTemplateLiteral(argument)) texts.push(templateText(argument))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts
}

const TABLE_NAMED = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|ON)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi

/** The tables a statement names, by the word before them (a column after ON is no table: filtered by the map). */
export const tablesNamed = (text: string): Array<string> =>
  [...text.matchAll(TABLE_NAMED)].map((match) => match[1] ?? "").filter((name) => name in OWNERS)

/** Every statement of `files` naming a table outside its owner, as "file: table". */
const strangers = (files: ReadonlyArray<string>) =>
  files.flatMap((file) => {
    const path = relative(SRC, file).split("\\").join("/")
    const feature = path.split("/")[0] ?? ""
    const named = new Set(sqlTexts(file).flatMap(tablesNamed))
    return [...named]
      .filter((table) => OWNERS[table] !== feature)
      .map((table) => `${path}: ${table} (owned by ${OWNERS[table]}/)`)
  })

describe("one owner per table", () => {
  it("finds a table named after each keyword, and not a column or alias of the same name", () => {
    expect(tablesNamed("SELECT id FROM orders o JOIN order_lines l ON l.order_id = o.id")).toEqual([
      "orders",
      "order_lines"
    ])
    expect(tablesNamed("UPDATE orders SET status = ?")).toEqual(["orders"])
    expect(tablesNamed("INSERT INTO payment_entries ? ON CONFLICT (order_id) DO NOTHING")).toEqual([
      "payment_entries"
    ])
    expect(tablesNamed("SELECT COUNT(*) AS orders FROM report_hours")).toEqual(["report_hours"])
  })

  it("holds every statement of the server to its table's owner", () => {
    expect(strangers(sourceFiles(SRC))).toEqual([])
  })
})
