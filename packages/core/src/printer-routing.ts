/**
 * Which kitchen printer prints which of an order's items. A printer lists the menu categories it
 * prints (drinks to the bar, food to the kitchen); one that lists none prints everything (an
 * expediter's copy). Every item lands on exactly one listing printer's ticket, besides the
 * catch-all ones: the first printer listing its category, or, when none does and no printer
 * prints everything, the first printer, so an item is never left off every ticket.
 * Plain data, no Effect.
 */

export interface RoutedPrinter {
  readonly id: number
  readonly name: string
  /** Menu category ids; empty: prints every item. */
  readonly categories: ReadonlyArray<string>
}

export interface RoutedLine {
  readonly categoryId: string
  readonly quantity: number
}

/** Items another printer's ticket carries: "+2 items on the Bar ticket". */
export interface ItemsElsewhere {
  readonly printer: string
  readonly items: number
}

export interface PrinterShare<L> {
  readonly printer: RoutedPrinter
  readonly lines: ReadonlyArray<L>
  readonly elsewhere: ReadonlyArray<ItemsElsewhere>
}

const printsEverything = (printer: RoutedPrinter) => printer.categories.length === 0

/** The listing printer an item goes to, or undefined when only the catch-all printers take it. */
const ownerOf = (printers: ReadonlyArray<RoutedPrinter>, categoryId: string): RoutedPrinter | undefined => {
  const listing = printers.find((printer) => printer.categories.includes(categoryId))
  if (listing !== undefined) return listing
  return printers.some(printsEverything) ? undefined : printers[0]
}

/**
 * Each printer's share of an order, in the printers' order; a printer with nothing to print is
 * left out (no blank ticket). A catch-all printer's share is every line.
 */
export const routeToPrinters = <L extends RoutedLine>(
  printers: ReadonlyArray<RoutedPrinter>,
  lines: ReadonlyArray<L>
): ReadonlyArray<PrinterShare<L>> => {
  const owners = lines.map((line) => ownerOf(printers, line.categoryId))
  const itemsOn = (printer: RoutedPrinter) =>
    lines.reduce((sum, line, index) => (owners[index] === printer ? sum + line.quantity : sum), 0)
  return printers.flatMap((printer): ReadonlyArray<PrinterShare<L>> => {
    if (printsEverything(printer)) return lines.length === 0 ? [] : [{ printer, lines, elsewhere: [] }]
    const mine = lines.filter((_, index) => owners[index] === printer)
    if (mine.length === 0) return []
    const elsewhere = printers
      .filter((other) => other !== printer && !printsEverything(other))
      .map((other) => ({ printer: other.name, items: itemsOn(other) }))
      .filter((share) => share.items > 0)
    return [{ printer, lines: mine, elsewhere }]
  })
}

/** A printer of an outlet: it prints that outlet's orders only. */
export interface OutletPrinter extends RoutedPrinter {
  /** The outlet's slug. */
  readonly outlet: string
}

/**
 * An order's tickets: the shares of its own outlet's printers, so each outlet's kitchen prints its
 * own orders and an "elsewhere" line names only a printer of that outlet (issue 40). An outlet
 * with no printer prints nothing.
 */
export const routeOrderToPrinters = <L extends RoutedLine, P extends OutletPrinter>(
  printers: ReadonlyArray<P>,
  order: { readonly outlet: string; readonly items: ReadonlyArray<L> }
): ReadonlyArray<PrinterShare<L>> =>
  routeToPrinters(
    printers.filter((printer) => printer.outlet === order.outlet),
    order.items
  )

/** "+2 items on the Bar ticket", "+1 item on the Kitchen ticket". */
export const itemsElsewhereWords = (share: ItemsElsewhere): string =>
  `+${share.items} item${share.items === 1 ? "" : "s"} on the ${share.printer} ticket`
