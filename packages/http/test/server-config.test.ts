import { fileURLToPath } from "node:url"
import { ConfigProvider, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ServerConfig } from "../src/platform/config.js"

describe("the server's defaults", () => {
  it("serves the web app built at packages/web/dist when GRILL_WEB_DIST is not set (what npm start relies on)", async () => {
    const config = await Effect.runPromise(
      Effect.provide(
        ServerConfig,
        ServerConfig.fromEnv.pipe(Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map()))))
      )
    )
    expect(config.webDist).toBe(fileURLToPath(new URL("../../web/dist", import.meta.url)))
  })
})
