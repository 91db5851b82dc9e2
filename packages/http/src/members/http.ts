import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { phoneDigits } from "@grill/core"
import { Effect, Option, Stream } from "effect"
import { GrillApi } from "../api.js"
import { NotFound } from "../contract/errors.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { HouseAccounts } from "./house-accounts.js"
import { LedgerRepo } from "./ledger-repo.js"
import { MemberDesk } from "./member-desk.js"
import { statementFile, summaryFile } from "./statement-csv.js"
import { Statements } from "./statements.js"

export const MembersHandlers = HttpApiBuilder.group(GrillApi, "members", (handlers) =>
  Effect.gen(function* () {
    const ledger = yield* LedgerRepo
    const accounts = yield* HouseAccounts
    const desk = yield* MemberDesk
    const statements = yield* Statements
    const venue = yield* Venue

    return handlers
      .handle("search", ({ urlParams }) =>
        Effect.flatMap(CurrentStaff, (staff) => desk.search(staff, urlParams.q))
      )
      .handle("show", ({ path }) => desk.show(path.memberNumber))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => desk.update(staff, path.memberNumber, payload))
      )
      .handle("importMembers", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => accounts.importFile(payload.csv, payload.apply, staff)).pipe(
          Effect.catchTag("SqlError", Effect.die)
        )
      )
      .handle("unexported", () => statements.unexported)
      .handle("batches", () => statements.batches)
      .handle("closeBatch", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => statements.close(staff, payload.through))
      )
      .handle("exportBatch", ({ path }) =>
        Effect.gen(function* () {
          const batch = yield* ledger.batchById(Number(path.id))
          if (Option.isNone(batch)) return yield* new NotFound({ message: "Statement batch not found" })
          const encoder = new TextEncoder()
          const body = statementFile(
            (afterId) => ledger.batchPage(batch.value.id, afterId),
            venue.timeZone
          ).pipe(
            Stream.map((text) => encoder.encode(text)),
            Stream.orDie
          )
          return HttpServerResponse.stream(body, {
            contentType: "text/csv; charset=utf-8",
            headers: {
              "content-disposition": `attachment; filename="house-charges-batch-${batch.value.id}.csv"`
            }
          })
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("exportBatchSummary", ({ path }) =>
        Effect.gen(function* () {
          const batch = yield* ledger.batchById(Number(path.id))
          if (Option.isNone(batch)) return yield* new NotFound({ message: "Statement batch not found" })
          return HttpServerResponse.text(summaryFile(yield* ledger.batchSummary(batch.value.id)), {
            contentType: "text/csv; charset=utf-8",
            headers: {
              "content-disposition": `attachment; filename="house-charges-batch-${batch.value.id}-summary.csv"`
            }
          })
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("ownAccounts", ({ payload }) =>
        Effect.map(accounts.ownAccounts(phoneDigits(payload.phone)), (found) => ({ accounts: found })).pipe(
          Effect.catchTag("SqlError", Effect.die)
        )
      )
  })
)
