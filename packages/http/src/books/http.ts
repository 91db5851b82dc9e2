import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Layer, Option } from "effect"
import { GrillApi } from "../api.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { BooksCheck } from "./books-check.js"

export const BooksHandlers = HttpApiBuilder.group(GrillApi, "books", (handlers) =>
  Effect.gen(function* () {
    const books = yield* BooksCheck
    return handlers
      .handle("last", () => Effect.map(books.last, (last) => ({ last: Option.getOrNull(last) })))
      .handle("check", ({ urlParams }) =>
        Effect.flatMap(CurrentStaff, (staff) => books.run(urlParams, staff.username))
      )
  })
)

/** The books check's API and its service. */
export const BooksLive = BooksHandlers.pipe(Layer.provideMerge(BooksCheck.Default))
