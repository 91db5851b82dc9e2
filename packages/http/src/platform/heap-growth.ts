import { setFlagsFromString } from "node:v8"

/**
 * V8 lets the old generation grow to up to four times what survived the last full collection
 * before it collects again. Under a steady stream of orders that is garbage, and the heap sat at
 * several times the live heap. Growing by half at most keeps it near the live heap, for a few
 * more full collections that neither the order rate nor the staff lists noticed in the benchmarks
 * (figures: PERFORMANCE.md, "Heap growth").
 * V8 reads this flag at every collection, so setting it here, before the server's modules load,
 * applies however the process was started (npm start, the benchmarks, the tests' `node main.js`).
 */
setFlagsFromString("--heap-growing-percent=50")
