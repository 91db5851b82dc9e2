// First, so the heap grows as it says while the other modules load.
import "./heap-growth.js"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Layer } from "effect"
import { ServerConfig } from "./config.js"
import { AppLive, announceAddress } from "./server.js"
import { TeeSheetFromEnv } from "./services/fore-up-tee-sheet.js"
import { SmsSenderFromEnv } from "./services/sms-sender.js"
import { createStartingServer } from "./starting-server.js"
import { createDeadlineServer, requestDeadlinesFromEnv } from "./trust/request-deadlines.js"

// This file starts the product. React's server renderer (loaded later, page-renderer.ts) picks its
// development build unless told otherwise: slower renders and more memory for checks a running
// grill never needs. A NODE_ENV set by whoever starts the server wins.
process.env.NODE_ENV ??= "production"

const starting = createStartingServer(() => createDeadlineServer(requestDeadlinesFromEnv()))

const HttpServerLive = Layer.unwrapEffect(
  Effect.map(ServerConfig, (config) =>
    NodeHttpServer.layer(() => starting.server, { port: config.port, host: config.host })
  )
)

// The address is announced only once the app is built, so a script that waits for it never races;
// until then the port answers 503 (starting-server.ts).
const Main = Layer.effectDiscard(Effect.sync(starting.ready)).pipe(
  Layer.provideMerge(announceAddress),
  Layer.provide(Layer.provideMerge(AppLive, HttpServerLive)),
  Layer.provide(TeeSheetFromEnv),
  Layer.provide(SmsSenderFromEnv),
  Layer.provide(ServerConfig.fromEnv)
)

Layer.launch(Main).pipe(NodeRuntime.runMain)
