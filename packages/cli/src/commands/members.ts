import { readFileSync } from "node:fs"
import {
  Cents,
  type Cents as CentsType,
  chargeLimitsWords,
  formatDateTime,
  formatMoney,
  readDollars
} from "@grill/core"
import type { ClubMemberWire } from "@grill/http"
import { Effect } from "effect"
import { wireJson, withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import { renderTable } from "../format/table.js"
import { terminalStream, terminalText } from "../format/terminal-text.js"
import type { CliIo } from "../io/cli-io.js"
import { makePrompter } from "../io/prompt.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

const money = (cents: CentsType) => formatMoney(cents)
const chargesJson = wireJson("members", "unexported")
const batchJson = wireJson("members", "closeBatch", "batch")
const batchesJson = wireJson("members", "batches")
const membersJson = wireJson("members", "search")
const memberJson = wireJson("members", "show")

const limitsText = (member: Pick<ClubMemberWire, "chargeLimit" | "dailyLimit" | "periodLimit">): string =>
  chargeLimitsWords({ perOrder: member.chargeLimit, daily: member.dailyLimit, period: member.periodLimit })

/** `grill members [--search TEXT]`: the directory (its first 50), or the members a search finds. */
export const listMembers = (io: CliIo, options: UrlOption & JsonOption & { readonly search?: string }) =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { members } = yield* withGrill(server, (client) =>
      client.members.search({ urlParams: { q: options.search?.trim() || undefined } })
    )
    if (options.json) return yield* writeJson(io, membersJson({ members }))
    if (members.length === 0) return yield* writeLines(io, ["No members found."])
    yield* writeLines(
      io,
      renderTable(
        [
          { header: "Number" },
          { header: "Name" },
          { header: "Phones" },
          { header: "Status" },
          { header: "Charging" }
        ],
        members.map((member) => [
          member.memberNumber,
          `${member.firstName} ${member.lastName}`,
          // A kitchen account's search carries no phones.
          member.phones?.join(", ") ?? "",
          member.status,
          member.chargeAllowed ? limitsText(member) : "not allowed"
        ]),
        palette(io)
      )
    )
  })

/** A limit as typed: dollars ("100", "$1,000.00"), or "none" (or empty) for no limit. */
const limitOption = (
  text: string | undefined,
  name: string
): Effect.Effect<CentsType | null | undefined, CliError> => {
  if (text === undefined) return Effect.succeed(undefined)
  if (text.trim().toLowerCase() === "none") return Effect.succeed(null)
  const cents = readDollars(text)
  return cents === undefined
    ? Effect.fail(invalidInput(`Invalid ${name} "${text}": expected dollars, e.g. 100 or $1,000.00, or none`))
    : Effect.succeed(cents === null ? null : Cents(cents))
}

/**
 * `grill members limits NUMBER [--per-order] [--daily] [--period]` (admins): sets the given
 * limits, keeping the others and the rest of the member as they are.
 */
export const setMemberLimits = (
  io: CliIo,
  memberNumber: string,
  options: UrlOption &
    JsonOption & { readonly perOrder?: string; readonly daily?: string; readonly period?: string }
) =>
  Effect.gen(function* () {
    const perOrder = yield* limitOption(options.perOrder, "--per-order")
    const daily = yield* limitOption(options.daily, "--daily")
    const period = yield* limitOption(options.period, "--period")
    if (perOrder === undefined && daily === undefined && period === undefined)
      return yield* invalidInput("Give at least one of --per-order, --daily or --period")
    const server = yield* staffServerFor(io, options)
    const { member } = yield* withGrill(server, (client) => client.members.show({ path: { memberNumber } }))
    const saved = yield* withGrill(server, (client) =>
      client.members.update({
        path: { memberNumber: member.memberNumber },
        payload: {
          ...member,
          chargeLimit: perOrder === undefined ? member.chargeLimit : perOrder,
          dailyLimit: daily === undefined ? member.dailyLimit : daily,
          periodLimit: period === undefined ? member.periodLimit : period
        }
      })
    )
    if (options.json) return yield* writeJson(io, memberJson(saved))
    yield* writeLines(io, [`Member ${saved.member.memberNumber}: charging ${limitsText(saved.member)}`])
  })

/** `grill members import FILE [--apply]`: the preview of the billing system's file, or its applying. */
export const importMembers = (
  io: CliIo,
  file: string,
  options: UrlOption & JsonOption & { readonly apply?: boolean }
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const csv = yield* Effect.try({
      try: () => readFileSync(file, "utf8"),
      catch: () => invalidInput(`Cannot read ${file}`)
    })
    const server = yield* staffServerFor(io, options)
    const report = yield* withGrill(server, (client) =>
      client.members.importMembers({ payload: { csv, apply: options.apply === true } })
    )
    if (options.json) return yield* writeJson(io, report)
    const names = (rows: ReadonlyArray<{ memberNumber: string; name: string }>) =>
      rows.map((row) => `  ${row.memberNumber}  ${row.name}`)
    yield* writeLines(io, [
      `${report.applied ? "Applied" : "Preview"}: ${report.add.length} to add, ${report.update.length} to update, ${report.leave.length} unchanged, ${report.retire.length} to retire, ${report.refuse.length} refused`,
      ...(report.add.length > 0 ? ["Add:", ...names(report.add)] : []),
      ...(report.update.length > 0 ? ["Update:", ...names(report.update)] : []),
      ...(report.retire.length > 0
        ? ["Retire (not in the file, no longer chargeable):", ...names(report.retire)]
        : []),
      ...(report.refuse.length > 0
        ? [
            "Refused:",
            ...report.refuse.map(
              (row) => `  row ${row.row} (${row.memberNumber || "no number"}): ${row.reason}`
            )
          ]
        : []),
      ...(report.applied ? [] : ["Nothing was written. Run again with --apply to apply it."])
    ])
  })

/** `grill members show NUMBER`: one member, with the F&B minimum's progress. */
export const showMember = (io: CliIo, memberNumber: string, options: UrlOption & JsonOption) =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { member, minimum } = yield* withGrill(server, (client) =>
      client.members.show({ path: { memberNumber } })
    )
    if (options.json) return yield* writeJson(io, memberJson({ member, minimum }))
    yield* writeLines(io, [
      `Member ${member.memberNumber}: ${member.firstName} ${member.lastName} (${member.status})`,
      `Phones: ${member.phones.join(", ")}`,
      ...(member.email === null ? [] : [`Email: ${member.email}`]),
      `Charging: ${member.chargeAllowed ? `allowed, ${limitsText(member)}` : "not allowed"}`,
      ...(minimum === null ? [] : [minimum.sentence])
    ])
  })

/** `grill charges`: the entries not yet exported, each with its ticket, and their totals. */
export const listCharges = (io: CliIo, options: UrlOption & JsonOption) =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { entries, totals } = yield* withGrill(server, (client) => client.members.unexported())
    if (options.json) return yield* writeJson(io, chargesJson({ entries, totals }))
    const { timeZone } = yield* withGrill(server, (client) => client.venue.get())
    const table = renderTable(
      [
        { header: "Ticket" },
        { header: "Member" },
        { header: "Posted" },
        { header: "Kind" },
        { header: "Total", align: "right" }
      ],
      entries.map((e) => [
        e.ticket,
        `${e.memberNumber} ${e.memberName}`,
        formatDateTime(new Date(e.postedAt), timeZone, { year: true }),
        e.kind,
        money(e.total)
      ]),
      palette(io)
    )
    yield* writeLines(io, [
      ...table,
      `${totals.entries} unexported: charges ${money(totals.charges)}, reversals ${money(totals.reversals)}, total ${money(totals.total)}`
    ])
  })

/** The accountant's question before a close, asked at a terminal; a script must say --yes instead. */
const confirmClose = (io: CliIo, what: string): Effect.Effect<void, CliError> => {
  if (io.stdin.isTTY !== true) {
    return Effect.fail(
      invalidInput("Closing a statement batch needs confirmation: run it in a terminal or add --yes")
    )
  }
  return Effect.acquireUseRelease(
    Effect.sync(() => makePrompter(io)),
    (prompter) => Effect.promise(() => prompter.ask(`Close a statement batch over ${what}? [y/N] `)),
    (prompter) => Effect.sync(prompter.close)
  ).pipe(
    Effect.flatMap((answer) =>
      /^y(es)?$/i.test(answer?.trim() ?? "") ? Effect.void : Effect.fail(refused("No batch closed"))
    )
  )
}

/**
 * `grill charges close [--through YYYY-MM-DD]`: closes a statement batch (entries posted through the
 * date on the venue's clock; later ones wait) after a confirmation, and prints its id.
 */
export const closeCharges = (
  io: CliIo,
  options: UrlOption & JsonOption & { readonly through?: string; readonly yes?: boolean }
) =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const through = options.through
    if (options.yes !== true)
      yield* confirmClose(
        io,
        through === undefined ? "every unexported entry" : `the entries posted through ${through}`
      )
    const { batch } = yield* withGrill(server, (client) =>
      client.members.closeBatch({ payload: through === undefined ? {} : { through } })
    )
    if (options.json) return yield* writeJson(io, batchJson(batch))
    yield* writeLines(io, [String(batch.id)])
    io.stderr.write(
      `Closed batch ${batch.id}${batch.through === null ? "" : ` through ${batch.through}`}: ${batch.entries} entries, ${money(Cents(batch.total))}\n`
    )
  })

/** `grill charges batches`: the closed statement batches, newest first. */
export const listBatches = (io: CliIo, options: UrlOption & JsonOption) =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { batches } = yield* withGrill(server, (client) => client.members.batches())
    if (options.json) return yield* writeJson(io, batchesJson({ batches }))
    if (batches.length === 0) return yield* writeLines(io, ["No statement batches closed yet"])
    const { timeZone } = yield* withGrill(server, (client) => client.venue.get())
    yield* writeLines(
      io,
      renderTable(
        [
          { header: "Batch", align: "right" },
          { header: "Closed" },
          { header: "Through" },
          { header: "Entries", align: "right" },
          { header: "Total", align: "right" }
        ],
        batches.map((batch) => [
          String(batch.id),
          formatDateTime(new Date(batch.closedAt), timeZone, { year: true }),
          batch.through ?? "everything",
          String(batch.entries),
          money(Cents(batch.total))
        ]),
        palette(io)
      )
    )
  })

/**
 * `grill charges export BATCH`: the statement CSV on standard output, as the server streams it;
 * with `--summary`, the batch's per-member summary file instead.
 */
export const exportCharges = (
  io: CliIo,
  batch: string,
  options: UrlOption & { readonly summary?: boolean }
) =>
  Effect.gen(function* () {
    if (!/^\d+$/.test(batch)) return yield* invalidInput(`Invalid batch "${batch}": expected its number`)
    const server = yield* staffServerFor(io, options)
    yield* Effect.tryPromise({
      try: async () => {
        const file = options.summary === true ? "summary.csv" : "csv"
        const response = await fetch(`${server.url}/api/staff/house-charges/batches/${batch}/${file}`, {
          headers: server.cookie === undefined ? {} : { cookie: server.cookie }
        })
        if (response.status !== 200 || response.body === null) {
          const body = (await response.json().catch(() => ({}))) as { message?: string }
          throw new Error(terminalText(body.message ?? `The server answered ${response.status}`))
        }
        const reader = response.body.getReader()
        // Redirected to a file the CSV stays byte for byte; at a terminal its text is shown, not obeyed.
        const decoder = new TextDecoder()
        const shown = terminalStream()
        for (let read = await reader.read(); !read.done; read = await reader.read())
          io.stdout.write(
            io.stdout.isTTY === true ? shown(decoder.decode(read.value, { stream: true })) : read.value
          )
      },
      catch: (error) => refused(error instanceof Error ? error.message : String(error))
    })
  })
