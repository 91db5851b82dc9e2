import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Layer } from "effect"
import { GrillApi } from "../api.js"
import { Conflict, ServiceUnavailable } from "../contract/errors.js"
import { Backups } from "./backup-service.js"

export const BackupsHandlers = HttpApiBuilder.group(GrillApi, "backups", (handlers) =>
  Effect.gen(function* () {
    const backups = yield* Backups
    return handlers
      .handle("status", () => backups.status)
      .handle("take", () =>
        backups.take().pipe(
          Effect.catchTags({
            BackupsUnavailable: ({ message }) => new Conflict({ message }),
            BackupFailed: ({ message }) => new ServiceUnavailable({ message })
          })
        )
      )
  })
)

/** The nightly backup, running for as long as the server does. */
export const NightlyBackupLive = Layer.scopedDiscard(
  Effect.flatMap(Backups, (backups) => Effect.forkScoped(backups.nightly))
)

/** Everything the server needs for backups: the API's handlers, the nightly loop and the service. */
export const BackupsLive = Layer.mergeAll(BackupsHandlers, NightlyBackupLive).pipe(
  Layer.provideMerge(Backups.Default)
)
