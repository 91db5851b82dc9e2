import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { BooksLive } from "./http.js"
import { migration as m0430 } from "./migrations/0430_books_checks.js"

/** The books check: the money records against each other. */
export const booksFeature = feature({
  name: "books",
  live: BooksLive,
  shares: Layer.empty,
  migrations: { "0430_books_checks": m0430 }
})
