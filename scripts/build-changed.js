// `npm start`'s build: the TypeScript projects incrementally, then each bundle (web, CLI) only
// when a file it is made from is newer than what it made. Build output is shown only when a build
// fails, so a newcomer's first screen is the server's address, not pages of bundler notes.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))

/** The newest modification time under these paths (files or folders), skipping build output. */
const newest = (paths) => {
  let latest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs)
      return
    }
    for (const entry of readdirSync(path)) {
      if (entry === "node_modules" || entry === "dist" || entry === "dist-ssr") continue
      visit(join(path, entry))
    }
  }
  for (const path of paths) visit(join(root, path))
  return latest
}

/** The oldest of these outputs, or 0 when one is missing (it must be built). */
const oldest = (paths) => {
  const times = paths
    .map((path) => join(root, path))
    .map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0))
  return Math.min(...times)
}

/** Runs a build quietly; on failure prints what it said and stops start-up. */
const run = (what, command, args) => {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    shell: process.platform === "win32"
  })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`)
    console.error(`Could not build ${what} (above is what the build said).`)
    process.exit(result.status ?? 1)
  }
}

// Both bundles read core and the API declaration from their sources.
const SHARED = ["packages/core/src", "packages/http/src/api", "package-lock.json"]
const BUNDLES = [
  {
    name: "the web app",
    workspace: "@grill/web",
    inputs: [
      "packages/web/src",
      "packages/web/public",
      "packages/web/index.html",
      "packages/web/vite.config.ts",
      "packages/web/scripts",
      "packages/web/package.json"
    ],
    outputs: ["packages/web/dist/index.html", "packages/web/dist-ssr/entry-server.js"]
  },
  {
    name: "the grill CLI",
    workspace: "@grill/cli",
    inputs: ["packages/cli/src", "packages/cli/scripts", "packages/cli/package.json"],
    outputs: ["packages/cli/dist/grill.cjs"]
  }
]

run("the TypeScript projects", process.execPath, [
  join(root, "node_modules/typescript/bin/tsc"),
  "-b",
  "packages/core",
  "packages/http",
  "packages/cli"
])
for (const bundle of BUNDLES) {
  if (newest([...bundle.inputs, ...SHARED]) <= oldest(bundle.outputs)) continue
  console.log(`Building ${bundle.name} (changed since its last build)...`)
  run(bundle.name, "npm", ["run", "build", "--silent", "-w", bundle.workspace])
}
