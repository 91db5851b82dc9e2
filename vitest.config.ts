import { defineConfig } from "vitest/config"

// One configuration runs every package's tests. The "source" condition makes
// workspace packages resolve to their TypeScript sources, so tests never need a build.
export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["packages/*/test/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
