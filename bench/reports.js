// The end-of-day report against a long history (issue 30): the history of bench/history.js (a
// million closed orders over two years, three lines each) written into SQLite, then the product
// serves it and the report for one day and for 31 days is timed one request at a time, the whole
// club's and one outlet's of the four (issue 40), and the order-line CSV of about 100,000 orders
// is downloaded while the server's memory is sampled.
//
//   node bench/reports.js [orders]      (also called by bench/run.js)
import { get } from "node:http"
import { OUTLETS, p50, withHistoryServer } from "./history.js"
import { rssMiB } from "./throughput.js"

const SAMPLES = 40
const DAY_MS = 86_400_000

/** Downloads a CSV, counting its lines and sampling the server's RSS every 50 ms. */
const download = (url, cookie, pid) =>
  new Promise((resolve, reject) => {
    const before = rssMiB(pid)
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid))
    }, 50)
    const started = performance.now()
    let lines = 0
    get(url, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`))
      response.on("data", (chunk) => {
        for (const byte of chunk) if (byte === 10) lines++
      })
      response.on("end", () => {
        clearInterval(sampler)
        resolve({ lines, seconds: (performance.now() - started) / 1000, rssBefore: before, rssPeak: peak })
      })
    }).on("error", reject)
  })

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10)

/** Seeds `history` orders; times a day's and a 31-day report, and one CSV export of about `exportOrders`. */
export const measureReports = (history, exportOrders = 100_000) =>
  withHistoryServer(history, async ({ url, child, now, cookie }) => {
    // History runs from 731 days ago to a day ago: these days are full ones in the middle of it.
    const day = isoDate(now - 10 * DAY_MS)
    const monthFrom = isoDate(now - 40 * DAY_MS)
    const exportDays = Math.max(1, Math.round((exportOrders / history) * 730))
    const exportFrom = isoDate(now - (exportDays + 9) * DAY_MS)
    const csv = await download(`${url}/api/reports/lines.csv?from=${exportFrom}&to=${day}`, cookie, child.pid)
    const outlet = `&outlet=${OUTLETS[1]}`
    return {
      day: await p50(`${url}/api/reports?date=${day}`, cookie, SAMPLES, 5),
      month: await p50(`${url}/api/reports?from=${monthFrom}&to=${day}`, cookie, SAMPLES, 5),
      outletDay: await p50(`${url}/api/reports?date=${day}${outlet}`, cookie, SAMPLES, 5),
      outletMonth: await p50(`${url}/api/reports?from=${monthFrom}&to=${day}${outlet}`, cookie, SAMPLES, 5),
      csv: { ...csv, orders: Math.round(csv.lines / 3) }
    }
  })

if (import.meta.url === `file://${process.argv[1]}`) {
  const history = Number(process.argv[2] ?? 1_000_000)
  const { day, month, outletDay, outletMonth, csv } = await measureReports(history)
  console.log(
    `${history} orders: day report ${day.toFixed(1)} ms, 31-day report ${month.toFixed(1)} ms (p50); one outlet's: day ${outletDay.toFixed(1)} ms, 31 days ${outletMonth.toFixed(1)} ms (p50)`
  )
  console.log(
    `CSV of ~${csv.orders} orders (${csv.lines} lines) in ${csv.seconds.toFixed(1)} s, server RSS ${csv.rssBefore.toFixed(0)} -> peak ${csv.rssPeak.toFixed(0)} MiB`
  )
}
