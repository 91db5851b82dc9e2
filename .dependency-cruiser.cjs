/**
 * The import graph's rules, checked by `npm run deps` (part of `npm test`) with dependency-cruiser.
 * .dependency-cruiser-known-violations.json lists no exception, and
 * packages/http/test/import-graph.test.ts holds it empty and proves each rule refuses a planted import.
 */

/** Server code that features build on and that must not know any feature (issue #38). */
const PLUMBING = "^packages/http/src/(db|platform|site|contract)/"

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "Modules that import each other, directly or round a loop: layer them (the list a schema is built " +
        "from in the plain module, the schema module importing it) or fold them into one.",
      severity: "error",
      from: {},
      to: { circular: true }
    },
    {
      name: "plumbing-imports-no-feature",
      comment:
        "db/, platform/, site/ and contract/ serve every feature and import none of them (nor the assembly " +
        "at the top of packages/http/src, which imports the features): declare a Tag or take a parameter, " +
        "and let the assembly (server.ts, demo-venue.ts, page-data.ts) pass the feature in.",
      severity: "error",
      from: { path: PLUMBING },
      to: { path: "^packages/http/src/", pathNot: PLUMBING }
    },
    {
      name: "orders-not-settlement",
      comment:
        "Orders are placed and moved along without knowing how they are paid: payments/ and members/ settle " +
        "them through the port orders declares (orders/settlement.ts), provided at the top of packages/http/src " +
        "(settlement-live.ts).",
      severity: "error",
      from: { path: "^packages/http/src/orders/" },
      to: { path: "^packages/http/src/(payments|members)/" }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    // Type-only imports count: a loop through types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    // Workspace packages resolve to their sources, as vitest and the build do ("grill-source").
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["grill-source", "import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"]
    },
    cache: false
  }
}
