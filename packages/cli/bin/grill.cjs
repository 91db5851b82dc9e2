#!/usr/bin/env node
// Starts the grill CLI quickly: the commands bundle is compiled with V8's code cache, kept next to it
// after a command's first run, so later runs skip most of the parsing and compiling of the bundle.
// A CommonJS script, because starting Node's ES module loader costs a plain command about 7 ms.
const { readFileSync, renameSync, statSync, writeFileSync } = require("node:fs")
const nodeModule = require("node:module")
const { join } = require("node:path")
const vm = require("node:vm")

// Node 22+ also caches the Ink bundle's compiled code; on Node 20 this does nothing.
nodeModule.enableCompileCache?.()

const argv = process.argv.slice(2)
const bundle = join(__dirname, "../dist/grill.cjs")
const { size, mtimeMs } = statSync(bundle)
// One cache per command ("orders", "orders-show", "menu-list"...), each holding what that command
// compiles. V8 checks a cache against the source's length only, so the name carries the build too,
// and V8's version: Node releases side by side (20, 22, 24) each keep their own instead of
// rejecting and rewriting one another's.
const command = argv
  .slice(0, 2)
  .filter(
    (word, index) => /^[a-z]{2,12}$/.test(word) && (index === 0 || ["orders", "menu"].includes(argv[0]))
  )
  .join("-")
const cacheFile = `${bundle}.${size}-${Math.trunc(mtimeMs)}.${process.versions.v8}.${command || "grill"}.v8cache`

let cachedData
try {
  cachedData = readFileSync(cacheFile)
} catch {
  cachedData = undefined
}

const source = readFileSync(bundle, "utf8")
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: bundle,
  cachedData
})

if (cachedData === undefined || script.cachedDataRejected) {
  // Taken at exit, the cache also holds the functions this run compiled, not just the top level.
  process.once("exit", () => {
    try {
      const temporary = `${cacheFile}.${process.pid}.tmp`
      writeFileSync(temporary, script.createCachedData())
      renameSync(temporary, cacheFile)
    } catch {
      // A read-only install just starts without the cache.
    }
  })
}

const commands = { exports: {} }
script.runInThisContext()(
  commands.exports,
  nodeModule.createRequire(bundle),
  commands,
  bundle,
  join(__dirname, "../dist")
)

commands.exports
  .run(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    now: () => new Date(),
    loadUi: () => import("../dist/ui.js")
  })
  .then((code) => {
    process.exitCode = code
  })
