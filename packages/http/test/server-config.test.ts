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

describe("HTTPS-only cookies and HSTS (secureCookies)", () => {
  const secureCookiesWith = (env: Record<string, string>) =>
    Effect.runPromise(
      Effect.provide(
        Effect.map(ServerConfig, (config) => config.secureCookies),
        ServerConfig.fromEnv.pipe(
          Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
        )
      )
    )

  it("follow GRILL_PUBLIC_URL being https:// unless GRILL_SECURE_COOKIES says otherwise", async () => {
    expect(await secureCookiesWith({})).toBe(false)
    expect(await secureCookiesWith({ GRILL_PUBLIC_URL: "http://grill.local:3000" })).toBe(false)
    expect(await secureCookiesWith({ GRILL_PUBLIC_URL: "https://order.example-golf.club" })).toBe(true)
    expect(
      await secureCookiesWith({
        GRILL_PUBLIC_URL: "https://order.example-golf.club",
        GRILL_SECURE_COOKIES: "false"
      })
    ).toBe(false)
    expect(await secureCookiesWith({ GRILL_SECURE_COOKIES: "true" })).toBe(true)
  })
})
