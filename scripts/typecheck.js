// `npm run typecheck`: the TypeScript projects (tsc -b, which writes the declarations the test
// configurations read), then every other configuration, two at a time: each tsc is mostly one
// thread, and on CI's two cores one after the other left a core idle for most of a minute.
import { spawn, spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url))

const built = spawnSync(process.execPath, [tsc, "-b", "packages/core", "packages/http", "packages/cli"], {
  cwd: root,
  stdio: "inherit"
})
if (built.status !== 0) process.exit(built.status ?? 1)

const projects = [
  "packages/web",
  "packages/web/service-worker",
  "packages/http/tsconfig.test.json",
  "packages/cli/tsconfig.test.json",
  "packages/core/tsconfig.test.json",
  "e2e",
  "bench"
]

/** Runs `tsc -p project`; its output is printed whole when it ends, so two never interleave. */
const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root })
    let output = ""
    child.stdout.on("data", (chunk) => {
      output += chunk
    })
    child.stderr.on("data", (chunk) => {
      output += chunk
    })
    child.on("close", (code) => {
      if (output !== "") process.stdout.write(`tsc -p ${project}\n${output}`)
      resolve(code === 0)
    })
  })

const waiting = [...projects]
const worker = async () => {
  let passed = true
  for (let project = waiting.shift(); project !== undefined; project = waiting.shift()) {
    passed = (await check(project)) && passed
  }
  return passed
}
const results = await Promise.all([worker(), worker()])
process.exit(results.every(Boolean) ? 0 : 1)
