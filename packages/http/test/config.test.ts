import { join, resolve } from "node:path"
import { ConfigProvider, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ServerConfig } from "../src/platform/config.js"

describe("server settings", () => {
  it("serve the web app's build from packages/web/dist unless GRILL_WEB_DIST says otherwise", async () => {
    const read = (env: Record<string, string>) =>
      Effect.runPromise(
        Effect.provide(
          ServerConfig,
          ServerConfig.fromEnv.pipe(
            Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
          )
        )
      )
    const packages = resolve(import.meta.dirname, "../..")
    expect((await read({})).webDist).toBe(join(packages, "web", "dist"))
    expect((await read({ GRILL_WEB_DIST: "/srv/grill-web" })).webDist).toBe("/srv/grill-web")
  })
})
