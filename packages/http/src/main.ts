// First, so the heap grows as it says while the other modules load.
import "./platform/heap-growth.js"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Layer } from "effect"
import { TeeSheetFromEnv } from "./course/fore-up-tee-sheet.js"
import { useOwnerOnlyUmask } from "./db/private-files.js"
import { SmsSenderFromEnv } from "./notifications/sms-sender.js"
import { LogFormatLive } from "./observability/json-logs.js"
import { ServerConfig } from "./platform/config.js"
import { Draining, drainOnShutdown } from "./platform/draining.js"
import { createDeadlineServer, requestDeadlinesFromEnv } from "./platform/request-deadlines.js"
import { createStartingServer } from "./platform/starting-server.js"
import { AppLive, announceAddress } from "./server.js"

// This file starts the product. React's server renderer (loaded later, site/page-renderer.ts) picks its
// development build unless told otherwise: slower renders and more memory for checks a running
// grill never needs. A NODE_ENV set by whoever starts the server wins.
process.env.NODE_ENV ??= "production"
// Whatever this process writes (the database, SQLite's own files, backups) is the server user's alone.
useOwnerOnlyUmask()

const starting = createStartingServer(() => createDeadlineServer(requestDeadlinesFromEnv()))

const HttpServerLive = Layer.unwrapEffect(
  Effect.map(ServerConfig, (config) =>
    NodeHttpServer.layer(() => starting.server, { port: config.port, host: config.host })
  )
)

// The address is announced only once the app is built, so a script that waits for it never races;
// until then the port answers 503 (platform/starting-server.ts).
const Main = Layer.effectDiscard(Effect.sync(starting.ready)).pipe(
  Layer.provideMerge(announceAddress),
  Layer.provideMerge(drainOnShutdown(starting.server)),
  Layer.provide(Layer.provideMerge(AppLive, HttpServerLive)),
  Layer.provide(Draining.layer),
  Layer.provide(TeeSheetFromEnv),
  Layer.provide(SmsSenderFromEnv),
  Layer.provide(ServerConfig.fromEnv),
  // First, so every line from start-up on is in the chosen format.
  Layer.provide(LogFormatLive)
)

Layer.launch(Main).pipe(NodeRuntime.runMain)
