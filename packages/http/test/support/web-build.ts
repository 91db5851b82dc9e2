import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

/**
 * A small web build laid out as Vite writes it (index.html and the build manifest) with `files`
 * (path → content) beside them, written once, when first asked for: a file's servers share it.
 */
export const webBuild = (files: Record<string, string> = {}) => {
  let dist: string | undefined
  return (): string => {
    if (dist !== undefined) return dist
    const made = mkdtempSync(join(tmpdir(), "grill-web-build-"))
    const all = {
      "index.html": "<!doctype html><html><head></head><body><div id=root></div></body></html>",
      ".vite/manifest.json": JSON.stringify({ "index.html": { file: "x.js" } }),
      ...files
    }
    for (const [path, content] of Object.entries(all)) {
      mkdirSync(dirname(join(made, path)), { recursive: true })
      writeFileSync(join(made, path), content)
    }
    dist = made
    return made
  }
}
