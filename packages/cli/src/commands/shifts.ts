import { Cents, formatDateTime, formatMoney } from "@grill/core"
import type { Shift } from "@grill/http"
import type { Command } from "commander"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { renderTable } from "../format/table.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

type Options = UrlOption & JsonOption

const money = (cents: number) => formatMoney(Cents(cents))
/** Over or short, signed: "+$1.25", "-$0.06", "$0.00". */
const signed = (cents: number) =>
  cents > 0 ? `+${money(cents)}` : cents < 0 ? `-${money(-cents)}` : money(0)
const count = (value: number | null) => (value === null ? "–" : String(value))

const shiftsTable = (io: CliIo, shifts: ReadonlyArray<Shift>, timeZone: string) => {
  const paint = palette(io)
  return renderTable(
    [
      { header: "ID", align: "right" },
      { header: "Outlet" },
      { header: "Opened" },
      { header: "By" },
      { header: "Closed" },
      { header: "Sales", align: "right" },
      { header: "Cash over/short", align: "right" }
    ],
    shifts.map((shift) => [
      String(shift.id),
      shift.outlet,
      formatDateTime(new Date(shift.openedAt), timeZone),
      shift.openedBy,
      shift.closedAt === null
        ? paint.paint("open", "green")
        : formatDateTime(new Date(shift.closedAt), timeZone),
      money(shift.tally.cashSalesCents + shift.tally.cardCents + shift.tally.memberChargeCents),
      shift.tally.cashOverShortCents === null ? "–" : signed(shift.tally.cashOverShortCents)
    ]),
    paint
  )
}

/** A shift's report as the manager reads it at the count: per item, then the money, then by attendant. */
const shiftReport = (io: CliIo, shift: Shift, timeZone: string): ReadonlyArray<string> => {
  const paint = palette(io)
  const { tally } = shift
  const opened = `${formatDateTime(new Date(shift.openedAt), timeZone)} by ${shift.openedBy}`
  const closed =
    shift.closedAt === null
      ? "open"
      : `closed ${formatDateTime(new Date(shift.closedAt), timeZone)} by ${shift.closedBy ?? ""}`
  return [
    `Shift ${shift.id} · ${shift.outletName} (${shift.outlet}) · opened ${opened} · ${closed}`,
    "",
    ...renderTable(
      [
        { header: "Item" },
        { header: "Loaded", align: "right" },
        { header: "Reloaded", align: "right" },
        { header: "Sold", align: "right" },
        { header: "Comped", align: "right" },
        { header: "Returned", align: "right" },
        { header: "Shrinkage", align: "right" }
      ],
      tally.items.map((item) => [
        item.name,
        String(item.loaded),
        String(item.reloaded),
        String(item.sold),
        String(item.comped),
        count(item.returned),
        count(item.shrinkage)
      ]),
      paint
    ),
    "",
    ...renderTable(
      [{ header: "Money" }, { header: "Amount", align: "right" }],
      [
        ["Float", money(tally.floatCents)],
        ["Cash sales", money(tally.cashSalesCents)],
        ["Card (terminal)", money(tally.cardCents)],
        ["Member charges", money(tally.memberChargeCents)],
        ["Tips", money(tally.tipsCents)],
        ["Cash expected", money(tally.cashExpectedCents)],
        ["Cash counted", tally.cashCountedCents === null ? "–" : money(tally.cashCountedCents)],
        ["Over/short", tally.cashOverShortCents === null ? "–" : signed(tally.cashOverShortCents)]
      ],
      paint
    ),
    "",
    ...(tally.byAttendant.length === 0
      ? ["No sales"]
      : renderTable(
          [
            { header: "Attendant" },
            { header: "Sales", align: "right" },
            { header: "Total", align: "right" },
            { header: "Tips", align: "right" }
          ],
          tally.byAttendant.map((seller) => [
            seller.attendant,
            String(seller.sales),
            money(seller.totalCents),
            money(seller.tipCents)
          ]),
          paint
        ))
  ]
}

/** `grill shifts`: the latest beverage-cart shifts, newest first. */
const listShifts = (
  io: CliIo,
  options: Options & { readonly outlet?: string }
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const shifts = yield* withGrill(server, (client) =>
      client.shifts.list({ urlParams: options.outlet === undefined ? {} : { outlet: options.outlet } })
    )
    if (options.json) return yield* writeJson(io, shifts)
    if (shifts.length === 0) return yield* writeLines(io, ["No shifts yet"])
    const venue = yield* withGrill(server, (client) => client.venue.get())
    yield* writeLines(io, shiftsTable(io, shifts, venue.timeZone))
  })

/** `grill shifts show ID`: one shift's report. */
const showShift = (io: CliIo, id: string, options: Options): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    if (!/^[1-9]\d{0,9}$/.test(id))
      return yield* invalidInput(`The shift ID must be a number, e.g. grill shifts show 12`)
    const server = yield* staffServerFor(io, options)
    const shift = yield* withGrill(server, (client) => client.shifts.show({ path: { id: Number(id) } }))
    if (options.json) return yield* writeJson(io, shift)
    const venue = yield* withGrill(server, (client) => client.venue.get())
    yield* writeLines(io, shiftReport(io, shift, venue.timeZone))
  })

/** `grill shifts [show ID]`: the beverage carts' shifts and their reports (managers and admins). */
export const shiftsCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const shifts = answeringGroup(
    program,
    "shifts",
    "the beverage carts' shifts: loaded, sold, comped, returned, and the cash against the count",
    ["grill shifts", "grill shifts --outlet cart-1 --json", "grill shifts show 12"]
  )
    .option("--outlet <slug>", "only this cart's shifts")
    .action((options) => execute(listShifts(io, options)))

  shifts
    .command("show")
    .description("one shift's report: per item, the money and the sales by attendant")
    .argument("<id>", "the shift's ID, from grill shifts")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill shifts show 12", "grill shifts show 12 --json"))
    .action((id: string, options) => execute(showShift(io, id, options)))
}
