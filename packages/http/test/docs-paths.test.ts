import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/*
 * docs/architecture.md tells a newcomer where to look by naming files. Renames drift away from it
 * silently, so every backticked path it names must exist, spelled from the repository's root.
 */

const ROOT = fileURLToPath(new URL("../../../", import.meta.url))
const ARCHITECTURE = join(ROOT, "docs/architecture.md")

/** A file by its extension, or a folder by its trailing "/". */
const FILE_OR_FOLDER = /(\.(ts|tsx|js|cjs|mjs|json|md|yaml|yml|service|sh|sql)|\/)$/
/** One path, no spaces: placeholders (`<feature>`) and globs (`*.db.test.ts`) name no one file. */
const PATH_CHARACTERS = /^[\w.@-][\w.@/-]*$/

/** Every backticked token of the Markdown that names a repository file or folder. */
const namedPaths = (markdown: string): ReadonlyArray<string> =>
  [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map(([, token]) => token ?? "")
    .filter((token) => token.includes("/") && PATH_CHARACTERS.test(token) && FILE_OR_FOLDER.test(token))

/** The named paths missing from the repository: a folder must be a folder. */
const missingPaths = (paths: ReadonlyArray<string>): ReadonlyArray<string> =>
  paths.filter((path) => {
    try {
      const stats = statSync(join(ROOT, path))
      return path.endsWith("/") && !stats.isDirectory()
    } catch {
      return true
    }
  })

describe("docs/architecture.md", () => {
  const paths = namedPaths(readFileSync(ARCHITECTURE, "utf8"))

  it("names only files and folders that exist, from the repository's root", () => {
    expect(missingPaths(paths)).toEqual([])
  })

  it("is read for its paths: files and folders, not packages, placeholders, globs or commands", () => {
    const planted = [
      "`packages/http/src/orders/placement.ts`",
      "`packages/http/src/orders/`",
      "`src/db/key-locks.ts`",
      "`packages/http/src/no-such-file.ts`",
      "`@effect/platform`",
      "`packages/http/src/<feature>/`",
      "`packages/http/test/*.db.test.ts`",
      "`npm run generate -w @grill/cli`",
      "`Orders/OrderStatus`"
    ].join(", ")
    const found = namedPaths(planted)
    expect(found).toEqual([
      "packages/http/src/orders/placement.ts",
      "packages/http/src/orders/",
      "src/db/key-locks.ts",
      "packages/http/src/no-such-file.ts"
    ])
    // A path relative to a package, not the root, counts as missing: the doc spells paths in full.
    expect(missingPaths(found)).toEqual(["src/db/key-locks.ts", "packages/http/src/no-such-file.ts"])
    // The real document names many paths, so the first test is not passing on an empty list.
    expect(paths.length).toBeGreaterThan(40)
  })
})
