import { queryOptions } from "@tanstack/react-query"
import { STAFF_QUERY_ROOT } from "./auth"

// Its client is a chunk of its own, like the report's (see reports.ts).
const booksClient = () => import("./books-client").then((module) => module.runBooksCall)

/** The last books check's result, or null before the first (managers and admins). */
export const lastBooksCheckQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "books-check"],
  queryFn: ({ signal }) =>
    booksClient()
      .then((run) => run((client) => client.books.last(), signal))
      .then((reply) => reply.last)
})

/** Checks the books now over the last 7 days' reports; the server records the result. */
export const checkBooksNow = () =>
  booksClient().then((run) => run((client) => client.books.check({ urlParams: {} })))

export type BooksCheckView = Awaited<ReturnType<typeof checkBooksNow>>
