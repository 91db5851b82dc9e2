/*
 * A statement batch's through-date: a month-end cut-off on the venue's clock. An entry posted on or
 * before the through-date (its local calendar day) goes into the batch; one posted after it waits
 * for the next. Plain functions, no Effect: the server cuts, the CLI and screen name the date.
 */
import { reportPeriod } from "./report-period.js"

/**
 * The instant the through-date ends: the venue's next local midnight after it (a DST day is 23 or
 * 25 hours long). A date that is not a real YYYY-MM-DD answers the sentence saying so.
 */
export const statementCutoff = (through: string, timeZone: string): Date | string => {
  const day = reportPeriod(through, through, timeZone)
  return typeof day === "string" ? day : day.end
}

/** Whether an entry posted at `postedAt` (UTC ISO) belongs in a batch cut at `cutoff`. */
export const postedByCutoff = (postedAt: string, cutoff: Date): boolean => new Date(postedAt) < cutoff
