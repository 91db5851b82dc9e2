// The initial JS of `/`: what a phone downloads before the menu shows, i.e. the scripts the built
// index.html references (its entry <script src> and the <link rel="modulepreload"> Vite adds for the
// entry's static imports) plus the ordering screen's chunk and its static imports, which the server
// preloads with the page (packages/http/src/site/web-page.ts, screenAssets), gzipped. The build checks it
// against its budget (bench/goals.json) and bench/run.js reports it, both through measureInitialJs.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

/** The screen `/` opens with, as the server's preloads and the app's routes name it. */
const MENU_SCREEN = "src/routes/order/OrderScreen.tsx"

/** The menu screen's chunk and, transitively, its static imports, from Vite's build manifest. */
const menuScreenFiles = (distDir) => {
  const manifestFile = join(distDir, ".vite/manifest.json")
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (chunk === undefined || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(MENU_SCREEN)
  return [...files]
}

/**
 * A script's bytes as the server sends them to a client that accepts gzip: the build's gzip copy
 * (vite.config.ts: the highest level, written unless it would be no smaller), else the file.
 */
const servedGzipBytes = (path) => {
  const bytes = readFileSync(path)
  return Math.min(gzipSync(bytes, { level: 9 }).length, bytes.length)
}

/** Each script a phone loads before the menu of `/` shows, with its gzip size in KiB. */
export const measureInitialJs = (distDir) => {
  const html = readFileSync(join(distDir, "index.html"), "utf8")
  const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const files = [...new Set([...entry, ...menuScreenFiles(distDir)])]
  const scripts = files.map((file) => ({ file, gzipKiB: servedGzipBytes(join(distDir, file)) / 1024 }))
  return { scripts, totalGzipKiB: scripts.reduce((sum, script) => sum + script.gzipKiB, 0) }
}

// The shell of `/` must not load Effect: it is the bulk of the typed API client and arrives with
// the first API call, in its own chunk. One import from the wrong module quietly brings it back.
const isEffectModule = (id) => /[\\/]node_modules[\\/](effect|@effect[\\/][^\\/]+)[\\/]/.test(id)

/** Collects the chunks loaded before the menu: the entry, the menu screen, and their static imports. */
const initialChunks = (bundle) => {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk")
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found = new Set()
  const visit = (chunk) => {
    if (found.has(chunk)) return
    found.add(chunk)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.facadeModuleId?.endsWith(MENU_SCREEN)) visit(chunk)
  }
  return [...found]
}

/**
 * A Vite plugin that fails the build when the initial JS of `/` is over budget or includes Effect,
 * and prints the measured figure either way.
 */
export const initialJsBudget = ({ budgetKiB }) => {
  let outDir
  return {
    name: "grill:initial-js-budget",
    // The browser's build only (not the server's renderer).
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const effectModules = initialChunks(bundle).flatMap((chunk) => chunk.moduleIds.filter(isEffectModule))
      if (effectModules.length > 0) {
        this.error(
          `The JS of / before the menu includes Effect (${effectModules.length} modules, e.g. ${effectModules[0]}): ` +
            "the shell and the menu screen must reach the API and Schema-based code only through lazy chunks"
        )
      }
    },
    writeBundle(options) {
      outDir = options.dir
    },
    // After every file is written, so the figure is printed below Vite's own list of files.
    closeBundle() {
      if (outDir === undefined) return
      const { scripts, totalGzipKiB } = measureInitialJs(outDir)
      const lines = scripts.map((script) => `  ${script.gzipKiB.toFixed(2).padStart(7)} KiB  ${script.file}`)
      console.log(
        `JS of / before the menu (gzip): ${totalGzipKiB.toFixed(2)} KiB, budget ${budgetKiB} KiB\n${lines.join("\n")}`
      )
      if (totalGzipKiB > budgetKiB) {
        this.error(
          `The JS of / before the menu is ${totalGzipKiB.toFixed(2)} KiB gzip, over its budget of ${budgetKiB} KiB`
        )
      }
    }
  }
}
