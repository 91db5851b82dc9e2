import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Layer } from "effect"
import { GrillApi } from "../api.js"
import { BooksCheck } from "../books/books-check.js"
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

/** The nightly backup, then the books check after a good one, for as long as the server runs. */
export const NightlyBackupLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const backups = yield* Backups
    const books = yield* BooksCheck
    return yield* Effect.forkScoped(backups.nightly(books.afterBackup))
  })
)

/** Everything the server needs for backups: the API's handlers, the nightly loop and the service. */
export const BackupsLive = Layer.mergeAll(BackupsHandlers, NightlyBackupLive).pipe(
  Layer.provideMerge(Backups.Default),
  Layer.provide(BooksCheck.Default)
)
