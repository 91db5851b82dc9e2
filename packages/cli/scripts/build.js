// Bundles the CLI into dist/: grill.cjs holds every plain command (commander, the typed API client,
// formatting) and is all `grill orders --open` loads; ui.js holds the Ink screens and is imported only
// by `orders watch` and `orders new`. The commands bundle is a classic script rather than a module so
// that bin/grill.cjs can keep V8's compiled code for it between runs (Node 20 has no compile cache for modules).
import { readdirSync, readFileSync, rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const dist = `${root}dist`

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  target: "node20",
  minify: true,
  // Workspace packages resolve to their TypeScript sources, so a bundle never waits on their own build.
  conditions: ["grill-source"],
  legalComments: "none",
  logLevel: "warning",
  metafile: true
}

/**
 * Ink imports react-devtools-core (not installed) only when DEV=true, but bundling turns that lazy
 * import into an eager one, so the bundle gets an empty stand-in.
 */
const withoutReactDevtools = {
  name: "without-react-devtools",
  setup(build) {
    build.onResolve({ filter: /^react-devtools-core$/ }, () => ({
      path: "react-devtools-core",
      namespace: "stub"
    }))
    build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
      contents: "export default { initialize() {}, connectToDevTools() {} }"
    }))
  }
}

/**
 * commander loads node:child_process at start-up for executable subcommands, which grill does not
 * have; in the commands bundle it is loaded on first use instead (about 5 ms of every command's start).
 */
const childProcessOnFirstUse = {
  name: "child-process-on-first-use",
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.namespace === "on-first-use"
        ? { path: "node:child_process", external: true }
        : { path: "child_process", namespace: "on-first-use" }
    )
    build.onLoad({ filter: /.*/, namespace: "on-first-use" }, () => ({
      contents: 'module.exports = new Proxy({}, { get: (_, key) => require("node:child_process")[key] })',
      loader: "js"
    }))
  }
}

const commands = await build({
  ...shared,
  entryPoints: ["src/main.ts"],
  format: "cjs",
  // bin/grill.cjs runs this bundle in a vm.Script, where import() needs the script's dynamic-import
  // option, and on Node 20 code read back from the V8 cache loses that option (the run fails with
  // ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). Lowered to require(), the bundle never asks for it.
  supported: { "dynamic-import": false },
  plugins: [childProcessOnFirstUse],
  outfile: "dist/grill.cjs"
})
if (/\bimport\(/.test(readFileSync(`${dist}/grill.cjs`, "utf8"))) {
  throw new Error("dist/grill.cjs must not call import(): bin/grill.cjs runs it where import() fails")
}

// What a plain command must not load: the Ink screens, and the API declaration's schemas with
// Effect's HTTP client (the wire plan stands in for them). Either would blow the start-up budget.
const bundled = Object.entries(commands.metafile.outputs["dist/grill.cjs"].inputs)
  .filter(([, input]) => input.bytesInOutput > 0)
  .map(([path]) => path)
for (const [what, pattern] of [
  ["the Ink screens", /node_modules\/(ink|react|react-reconciler|yoga-layout)\//],
  ["effect's Schema", /node_modules\/effect\/dist\/esm\/Schema\.js$/],
  ["@effect/platform", /node_modules\/@effect\/platform/],
  ["the API declaration", /packages\/http\/src\/api\/(?!session-cookie)/]
]) {
  const offending = bundled.filter((path) => pattern.test(path))
  if (offending.length > 0) {
    throw new Error(
      `dist/grill.cjs must not contain ${what}, but bundles ${offending.slice(0, 3).join(", ")}`
    )
  }
}

await build({
  ...shared,
  entryPoints: ["src/ui/index.tsx"],
  format: "esm",
  outfile: "dist/ui.js",
  plugins: [withoutReactDevtools],
  banner: {
    js: 'import { createRequire as __grillCreateRequire } from "node:module";const require = __grillCreateRequire(import.meta.url);'
  }
})

// Compiled code kept for the previous bundle is useless now.
for (const file of readdirSync(dist)) {
  if (file.endsWith(".v8cache")) rmSync(`${dist}/${file}`)
}
