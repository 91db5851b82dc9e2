import module from "node:module"

/**
 * Which better-sqlite3 this Node.js runs. One lockfile installs two (see docs/operations.md, "Node.js
 * releases"): better-sqlite3 12, compiled for the running Node's ABI at install, which Node 24.19
 * and later abort on (its Statement destructor during garbage collection, nodejs/node#65446); and
 * better-sqlite3 13 as `better-sqlite3-napi`, Node-API with its binary prebuilt in the package,
 * which needs Node 22 and crashes on 20. Node 22 and later get 13, Node 20 gets 12.
 */
const major = Number(process.versions.node.split(".")[0])
export const SQLITE_DRIVER = major >= 22 ? "better-sqlite3-napi" : "better-sqlite3"

// @effect/sql-sqlite-node imports "better-sqlite3" by name: on Node 22 and later that name is sent
// to 13. registerHooks (synchronous, for import and require alike) exists from Node 22.15; this
// module is imported before the SQLite client is (db/database.ts imports that one dynamically).
type RegisterHooks = (hooks: {
  resolve: (
    specifier: string,
    context: unknown,
    next: (specifier: string, context: unknown) => unknown
  ) => unknown
}) => unknown
const registerHooks = (module as unknown as { registerHooks?: RegisterHooks }).registerHooks
if (SQLITE_DRIVER !== "better-sqlite3") {
  if (registerHooks === undefined) {
    throw new Error(`Node.js ${process.versions.node} is not supported: use Node.js 20.19+, 22.15+ or 24`)
  }
  registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier === "better-sqlite3" ? SQLITE_DRIVER : specifier, context)
  })
}
