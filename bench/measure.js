// The statistics every benchmark reports: medians and percentiles of repeated timings, and a
// bounded load of concurrent calls.

/** The `p`th percentile of an ascending list. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Runs `count` calls of `task` with `concurrency` in flight; returns latencies (ms) and wall time. */
export const load = async (count, concurrency, task) => {
  const latencies = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < count) {
      const index = next++
      const t0 = performance.now()
      await task(index)
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const wall = performance.now() - started
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: (count / wall) * 1000 }
}
