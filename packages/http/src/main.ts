import { createServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { ServerConfig } from "./config.js"
import { AppLive, announceAddress } from "./server.js"
import { TeeSheetFromEnv } from "./services/fore-up-tee-sheet.js"
import { SmsSenderFromEnv } from "./services/sms-sender.js"

const HttpServerLive = Layer.unwrapEffect(
  Effect.map(ServerConfig, (config) =>
    NodeHttpServer.layer(createServer, { port: config.port, host: config.host })
  )
)

// The address is announced only once the app is built, so a script that waits for it never races.
const Main = announceAddress.pipe(
  Layer.provide(Layer.provideMerge(AppLive, HttpServerLive)),
  Layer.provide(TeeSheetFromEnv),
  Layer.provide(SmsSenderFromEnv),
  Layer.provide(ServerConfig.fromEnv)
)

Layer.launch(Main).pipe(NodeRuntime.runMain)
