// A 200-order staff page's server work without the database or HTTP: its rows, as the SQLite
// driver hands them (arrays of values), decoded and made into orders with three lines each, then
// encoded for the wire and stringified. Rounds of each alternate; the minimum and median of the
// rounds are reported (the machine is shared: the minimum is the least disturbed).
//
//   node bench/order-page.js      (after a build: it reads packages/http/dist)
const dist = new URL("../packages/http/dist/orders/", import.meta.url)
const { ORDER_COLUMNS } = await import(new URL("order-definition.js", dist).href)
const { lineTable, orderTable } = await import(new URL("order-table.js", dist).href)
const { orderToWire } = await import(new URL("wire.js", dist).href)

const PAGE = 200
const ROUNDS = 60

/** A closed order's columns as bench/history.js writes them. */
const orderColumns = (id) => ({
  id,
  order_number: `H${id}`,
  status: id % 3 === 0 ? "cancelled" : "completed",
  created_at: "2026-01-01T12:00:00.000Z",
  order_type: ["pickup", "delivery", "golf_cart"][id % 3],
  contact_name: "History Customer",
  contact_phone: "7705550000",
  subtotal_cents: 1000 + id,
  member_discount_cents: 0,
  tax_cents: 70,
  delivery_fee_cents: 0,
  gratuity_cents: 0,
  gratuity_percent: 0,
  total_cents: 1070 + id,
  delivery_estimate_minutes: 35,
  points_earned: 0,
  reward_discount_cents: 0,
  payment_method: "credit_card"
})
const lineColumns = (orderId, position) => ({
  order_id: orderId,
  position,
  menu_item_id: position + 1,
  name: "Classic Burger",
  description: "A quarter pound",
  category_id: "mains",
  unit_price_cents: 999,
  quantity: 1,
  notes: "",
  chosen_options: "[]"
})

const orders = orderTable(ORDER_COLUMNS, (fields) => fields)
const valuesOf = (selected, columns) => selected.map((name) => columns[name] ?? null)
const pageRows = Array.from({ length: PAGE }, (_, index) =>
  valuesOf(orders.selected, orderColumns(index + 1))
)
const pageLines = pageRows.map((_, index) =>
  [0, 1, 2].map((position) => valuesOf(lineTable.selected, lineColumns(index + 1, position)))
)

const read = () =>
  pageRows.map((row, index) =>
    orders.read(
      orders.decode(row),
      pageLines[index].map((line) => lineTable.read(lineTable.decode([...line])))
    )
  )
const page = read()
const encode = () => JSON.stringify(page.map(orderToWire))

const samples = { read: [], encode: [] }
const tasks = { read, encode }
for (let round = 0; round < ROUNDS; round++) {
  for (const name of ["read", "encode"]) {
    const started = performance.now()
    for (let i = 0; i < 10; i++) tasks[name]()
    samples[name].push((performance.now() - started) / 10)
  }
}
for (const [name, times] of Object.entries(samples)) {
  const sorted = times.slice(10).sort((a, b) => a - b)
  console.log(
    `${PAGE}-order page, ${name}: min ${sorted[0].toFixed(3)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)} ms`
  )
}
