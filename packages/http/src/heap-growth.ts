import { setFlagsFromString } from "node:v8"

/**
 * V8 lets the old generation grow to up to four times what survived the last full collection
 * before it collects again. Under a steady stream of orders that is garbage: the server's live
 * heap is some 50 MiB, and it sat at 150 to 250 MiB of heap (RSS 270 MiB after 10,000 orders).
 * Growing by half at most keeps it near 70 MiB, for a few more full collections (about 0.1 s of
 * pauses per 10,000 orders; neither the order rate nor the staff lists moved in the benchmarks).
 * V8 reads this flag at every collection, so setting it here, before the server's modules load,
 * applies however the process was started (npm start, the benchmarks, the tests' `node main.js`).
 */
setFlagsFromString("--heap-growing-percent=50")
