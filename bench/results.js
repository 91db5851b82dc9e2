// The run's figures against their goals: printed, and written to bench/results.md.
import { writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname

/** Prints every result, writes bench/results.md, and returns how many goals were missed. */
export const reportResults = (results, { quick }) => {
  for (const r of results) {
    const goal = r.goal === undefined ? "" : ` (goal ${r.goal} ${r.unit})`
    console.log(`${r.ok ? "ok  " : "MISS"} ${r.name}: ${r.value} ${r.unit}${goal}`)
  }
  const missed = results.filter((r) => !r.ok)
  console.log(`${results.length - missed.length} passed, ${missed.length} failed`)
  writeFileSync(
    join(root, "bench/results.md"),
    [
      `# Benchmark results${quick ? " (--quick)" : ""}`,
      "",
      `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} · ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      "",
      "| | figure | goal | |",
      "|---|---|---|---|",
      ...results.map(
        (r) =>
          `| ${r.name.trim()} | ${r.value} ${r.unit} | ${r.goal === undefined ? "" : `${r.goal} ${r.unit}`} | ${r.goal === undefined ? "" : r.ok ? "ok" : "missed"} |`
      ),
      ""
    ].join("\n")
  )
  return missed.length
}
