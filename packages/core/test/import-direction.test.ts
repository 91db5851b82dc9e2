import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

/*
 * The layering the README describes, checked on every import of every source file: web and CLI
 * depend on the API declaration and core, never the other way; the declaration stays free of
 * server code (the browser and the CLI load it); web features do not reach into each other.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..")

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

/** Every module a file imports or re-exports, as written (TypeScript's own pre-parser: no comments, no strings). */
const importsOf = (file: string): Array<string> =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((imported) => imported.fileName)

/** Where a relative import lands, from the repository root. */
const target = (file: string, specifier: string): string =>
  specifier.startsWith(".") ? relative(root, resolve(dirname(file), specifier)) : specifier

const violations = (dir: string, refuse: (from: string, to: string) => string | undefined): Array<string> =>
  sourceFiles(join(root, dir)).flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const from = relative(root, file)
      const reason = refuse(from, target(file, specifier))
      return reason === undefined ? [] : [`${from} imports ${specifier}: ${reason}`]
    })
  )

const SERVER_ONLY = /^(node:|@effect\/platform-node|@effect\/sql|better-sqlite3|pg$)/

/** A web feature: routes/<name>, or routes/staff/<name> (routes/staff/shared is the staff screens' shared kit). */
const webFeature = (path: string): string | undefined => {
  const match = /^packages\/web\/src\/routes\/(staff\/[^/]+|[^/]+)/.exec(path)
  return match?.[1]
}

describe("import direction", () => {
  it("core imports no client, no server package and no Node module", () => {
    expect(
      violations("packages/core/src", (_from, to) =>
        /^@grill\/|^react|^ink/.test(to) || SERVER_ONLY.test(to) ? "core is the bottom layer" : undefined
      )
    ).toEqual([])
  })

  it("the API declaration imports no server code", () => {
    // The contract is packages/http/src/api.ts and every module it reaches: each feature's api.ts,
    // its wire schemas and the shared errors. Followed import by import, wherever the files sit.
    const contract = new Set<string>()
    const visit = (file: string) => {
      const from = relative(root, file)
      if (contract.has(from)) return
      contract.add(from)
      for (const specifier of importsOf(file))
        if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier).replace(/\.js$/, ".ts"))
    }
    visit(join(root, "packages/http/src/api.ts"))
    const refused = [...contract].flatMap((from) =>
      importsOf(join(root, from))
        .filter((specifier) => SERVER_ONLY.test(specifier))
        .map(
          (specifier) => `${from} imports ${specifier}: the declaration is loaded by the browser and the CLI`
        )
    )
    expect(refused).toEqual([])
    // A walk that stopped at the first file would pass by itself.
    expect(contract.size).toBeGreaterThan(15)
    expect(contract).toContain("packages/http/src/orders/api.ts")
  })

  it("the web app and the CLI reach the server only through the declaration", () => {
    const refuse = (_from: string, to: string) =>
      /^@grill\/http\/.+/.test(to) || to.startsWith("packages/http/")
        ? "import @grill/http (the API) only"
        : undefined
    expect([...violations("packages/web/src", refuse), ...violations("packages/cli/src", refuse)]).toEqual([])
  })

  it("web features do not import each other; shared code imports no feature; the app composes them", () => {
    expect(
      violations("packages/web/src", (from, to) => {
        // The app composes the features, and so does the server's render of the first screens.
        if (from.startsWith("packages/web/src/app/") || from === "packages/web/src/entry-server.tsx")
          return undefined
        const own = webFeature(from)
        const other = webFeature(to)
        if (other === undefined || other === own) return undefined
        if (other === "staff/shared" && own?.startsWith("staff/")) return undefined
        return `${own ?? "shared code"} reaches into the ${other} feature`
      })
    ).toEqual([])
  })

  it("reads real imports (a check that finds nothing to read would pass by itself)", () => {
    expect(importsOf(join(root, "packages/core/src/checkout.ts"))).toContain("./checkout-state.js")
    expect(sourceFiles(join(root, "packages/web/src")).length).toBeGreaterThan(50)
  })
})
