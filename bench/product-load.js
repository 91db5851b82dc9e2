// The product server under a client's load: the CLI's start, placing orders, the dashboard's list
// and the menu, then the server's memory, each recorded against its goal.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { cliStartRatio } from "./cli-start.js"
import { load } from "./measure.js"
import { pickupOrder, withServerTotals } from "./order-bodies.js"
import { rssMiB, serverNodeFlags, spawnListening } from "./throughput.js"

const root = new URL("..", import.meta.url).pathname
const CONCURRENCY = 8

const startServer = async () => {
  const dir = mkdtempSync(join(tmpdir(), "grill-bench-"))
  const { url, child } = await spawnListening(
    [...serverNodeFlags(), join(root, "packages/http/dist/main.js")],
    {
      PORT: "0",
      HOST: "127.0.0.1",
      GRILL_DB: join(dir, "grill.db"),
      GRILL_ADMIN_PASSWORD: "bench-password",
      // The load test is one client hammering on purpose.
      GRILL_RATE_LIMITS: "off",
      GRILL_OPENING_HOURS: "ignore"
    },
    /listening on (http:\/\/[\d.:]+)/
  )
  return { url, child, dir }
}

const json = async (response) => {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

/** Runs the figures on a fresh server of their own (SQLite), recording each with `record`. */
export const measureProductLoad = async ({ quick, goals, rssGoalMiB, record }) => {
  const ORDERS = quick ? 200 : 1000
  const CLI_RUNS = quick ? 9 : 25
  const { url, child, dir } = await startServer()
  try {
    const menu = (await json(await fetch(`${url}/api/menu/items`))).filter((item) => item.available)
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "bench-password" })
    })
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]

    const orderBody = (index) =>
      pickupOrder(
        [0, 1, 2].map((offset) => ({
          item: menu[(index + offset * 7) % menu.length],
          quantity: 1 + (index % 3)
        })),
        `770${String(1000000 + index).slice(-7)}`
      )
    const placeOrder = async (index) => {
      const priced = await withServerTotals(url, orderBody(index))
      await json(
        await fetch(`${url}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(priced)
        })
      )
    }

    // The CLI starts against a kitchen at a busy moment (a dozen open orders), not the load test's thousand.
    const KITCHEN_ORDERS = 12
    for (let index = 0; index < KITCHEN_ORDERS; index++) await placeOrder(ORDERS + index)
    const cli = await cliStartRatio({ url, cookie, baseEnv: process.env, runs: CLI_RUNS })
    record(
      `grill orders --open wall time / node -e 0 (${cli.grillMs.toFixed(0)} / ${cli.nodeMs.toFixed(0)} ms)`,
      cli.ratio,
      "×",
      goals.cliStartRatio,
      "lower"
    )
    const scrubbed = await cliStartRatio({ url, cookie, baseEnv: { PATH: process.env.PATH }, runs: CLI_RUNS })
    record(
      `  the same with only PATH in the environment (${scrubbed.grillMs.toFixed(0)} / ${scrubbed.nodeMs.toFixed(0)} ms)`,
      scrubbed.ratio,
      "×"
    )

    const placing = await load(ORDERS, CONCURRENCY, placeOrder)
    record("place order (quote + submit) p95", placing.p95, "ms", goals.placeOrderP95Ms, "lower")
    record("orders placed per second", placing.perSecond, "/s", goals.ordersPerSecond, "higher")

    const dashboard = await load(200, CONCURRENCY, async () =>
      json(await fetch(`${url}/api/orders?status=open&limit=200`, { headers: { cookie } }))
    )
    record(
      `dashboard list (200 of ${ORDERS + KITCHEN_ORDERS} open orders) p95`,
      dashboard.p95,
      "ms",
      goals.dashboardListP95Ms,
      "lower"
    )

    const menuLoad = await load(500, CONCURRENCY, async () => json(await fetch(`${url}/api/menu/items`)))
    record("menu items p95", menuLoad.p95, "ms", goals.menuP95Ms, "lower")

    record("server memory after load (RSS)", rssMiB(child.pid), "MiB", rssGoalMiB, "lower")
  } finally {
    await new Promise((resolve) => {
      child.removeAllListeners("exit")
      child.on("exit", resolve)
      child.kill()
    })
    rmSync(dir, { recursive: true, force: true })
  }
}
