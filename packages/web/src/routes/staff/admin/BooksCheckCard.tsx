import { booksCheckKindLabel, booksCheckVerdict, roleMay } from "@grill/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useId } from "react"
import { currentStaffQuery } from "../../../api/staff/auth"
import { type BooksCheckView, checkBooksNow, lastBooksCheckQuery } from "../../../api/staff/books"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { formatOrderDateTime } from "../shared/format"

function BooksCheckResult({ result }: { readonly result: BooksCheckView }) {
  const venue = useVenue()
  const verdict = booksCheckVerdict(result.checks, result.mismatches.length)
  const by = result.checkedBy === "nightly backup" ? "after the nightly backup" : `by ${result.checkedBy}`
  return (
    <>
      <p>
        {`${verdict}. Checked ${formatOrderDateTime(result.checkedAt, venue.timeZone)} ${by}; reports from ${result.from} to ${result.to}.`}
      </p>
      {result.mismatches.length > 0 && (
        <ul className="books-check__mismatches" aria-label="Mismatches">
          {result.mismatches.map((mismatch, index) => (
            // Two mismatches may read alike (two rows of one batch): their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <li key={index}>
              <strong>{`${booksCheckKindLabel(mismatch.kind)}: ${mismatch.subject}`}</strong>{" "}
              {mismatch.problem}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * The Admin screen's books check (managers and admins): the last result, whether the nightly one
 * after a good backup or one asked for, its mismatches, and a button to check now.
 */
export function BooksCheckCard() {
  const id = useId()
  const me = useQuery(currentStaffQuery)
  const allowed = me.data !== undefined && roleMay(me.data.role, "menu")
  const last = useQuery({ ...lastBooksCheckQuery, enabled: allowed })
  const queryClient = useQueryClient()
  const check = useMutation({
    mutationFn: checkBooksNow,
    onSuccess: (result) => queryClient.setQueryData(lastBooksCheckQuery.queryKey, result)
  })
  if (!allowed) return null
  return (
    <section
      className="card books-check"
      aria-labelledby={`${id}-title`}
      aria-busy={last.isPending || check.isPending}
    >
      <h2 id={`${id}-title`} className="card__title">
        Books check
      </h2>
      {last.isPending ? (
        <p role="status">Loading the last check...</p>
      ) : last.isError ? (
        <InlineAlert title="Couldn't load the last books check">{last.error.message}</InlineAlert>
      ) : last.data === null ? (
        <p>No books check has run yet. One runs after each nightly backup.</p>
      ) : (
        <BooksCheckResult result={last.data} />
      )}
      <Button onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? "Checking..." : "Check now"}
      </Button>
      {check.isError && <InlineAlert title="The books check failed">{check.error.message}</InlineAlert>}
    </section>
  )
}
