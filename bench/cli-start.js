// How long `grill` takes to answer, as a multiple of Node's own start.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./measure.js"

const root = new URL("..", import.meta.url).pathname

/**
 * `grill orders --open` against `node -e 0`, both spawned the same way and interleaved so that a
 * busy moment slows both; medians of wall time after warm-up runs (which also write the CLI's code cache).
 * `baseEnv` matters: Node's own start differs several-fold with the environment (NODE_EXTRA_CA_CERTS
 * alone adds ~45 ms here), so the run is made both in this shell's environment and in a scrubbed one.
 */
export const cliStartRatio = async ({ url, cookie, baseEnv, runs }) => {
  const configDir = mkdtempSync(join(tmpdir(), "grill-bench-cli-"))
  writeFileSync(join(configDir, "session.json"), JSON.stringify({ [url]: cookie }), { mode: 0o600 })
  const env = { ...baseEnv, GRILL_CONFIG_DIR: configDir, GRILL_URL: url }
  // Spawned asynchronously: blocking this process would leave its HTTP connections to the server stale.
  const timed = (args) =>
    new Promise((resolve, reject) => {
      const started = performance.now()
      const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] })
      let stderr = ""
      child.stderr.on("data", (chunk) => {
        stderr += chunk
      })
      child.on("error", reject)
      child.on("exit", (code) =>
        code === 0
          ? resolve(performance.now() - started)
          : reject(new Error(`node ${args.join(" ")}: ${stderr}`))
      )
    })
  const grill = [join(root, "packages/cli/bin/grill.cjs"), "orders", "--open"]
  try {
    for (let i = 0; i < 3; i++) await timed(grill)
    const baseline = []
    const command = []
    for (let i = 0; i < runs; i++) {
      baseline.push(await timed(["-e", "0"]))
      command.push(await timed(grill))
    }
    return { ratio: median(command) / median(baseline), grillMs: median(command), nodeMs: median(baseline) }
  } finally {
    rmSync(configDir, { recursive: true, force: true })
  }
}
