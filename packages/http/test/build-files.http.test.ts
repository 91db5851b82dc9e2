import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { webBuild } from "./support/web-build.js"

/** A chunk, its source map (and their Brotli copies), beside the manifest. */
const build = webBuild({
  "assets/staff-abc123.js": "export const a=1\n//# sourceMappingURL=staff-abc123.js.map\n",
  "assets/staff-abc123.js.map": JSON.stringify({ sourcesContent: ["secret"] }),
  "assets/staff-abc123.js.map.br": "br"
})
const { server: production } = useTestServer(() => ({ webDist: build() }))
const { server: debugging } = useTestServer(() => ({
  webDist: build(),
  env: { GRILL_SERVE_SOURCE_MAPS: "true" }
}))

describe("the build's private files", () => {
  it("serves the chunks but not their source maps nor the build manifest", async () => {
    expect((await fetch(`${production.url}/assets/staff-abc123.js`)).status).toBe(200)
    for (const path of [
      "/assets/staff-abc123.js.map",
      "/assets/staff-abc123.js.map.br",
      "/assets/STAFF-abc123.js.MAP",
      "/.vite/manifest.json",
      "/%2Evite/manifest.json"
    ]) {
      const response = await fetch(`${production.url}${path}`, { headers: { "accept-encoding": "br" } })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toMatch(/secret|index\.html/)
    }
  })

  it("serves source maps only when GRILL_SERVE_SOURCE_MAPS allows, and never the manifest", async () => {
    const map = await fetch(`${debugging.url}/assets/staff-abc123.js.map`)
    expect(map.status).toBe(200)
    expect(await map.text()).toMatch(/secret/)
    expect((await fetch(`${debugging.url}/.vite/manifest.json`)).status).toBe(404)
  })
})
