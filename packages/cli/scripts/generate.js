// Generates the CLI client's wire plan (src/api/wire-plan.json) from the API declaration: run
// after changing the API (`npm run generate -w @grill/cli`); test/wire-plan.test.ts fails while
// the committed file is stale. The declaration is TypeScript in the workspace, so it is bundled
// with esbuild for this one run (as the build does) and the plan derived in memory.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), "grill-generate-"))
const bundle = join(scratch, "wire-plan.mjs")

try {
  await build({
    absWorkingDir: root,
    stdin: {
      contents: `export { GrillApi } from "@grill/http"; export { wirePlanJson, wirePlanOf } from "./src/api/wire-plan.ts"`,
      resolveDir: root,
      loader: "ts"
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["grill-source"],
    logLevel: "warning",
    outfile: bundle
  })
  const { GrillApi, wirePlanJson, wirePlanOf } = await import(pathToFileURL(bundle).href)
  const { plan, problems } = wirePlanOf(GrillApi)
  if (problems.length > 0) {
    throw new Error(`The client cannot carry these parts of the API:\n${problems.join("\n")}`)
  }
  writeFileSync(join(root, "src/api/wire-plan.json"), wirePlanJson(plan))
  console.log("Wrote src/api/wire-plan.json")
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
