import { Socket } from "node:net"
import { Config, Data, Duration, Effect, type Scope } from "effect"
import type { PrinterState } from "./api.js"
import { type PrinterStatus, readStatus, STATUS_QUERY, STATUS_REPLY_LENGTH } from "./printer-status.js"
import type { PrinterLanguage } from "./ticket-bytes.js"

/** The printer could not take a ticket now: unreachable, or its status said why (no paper, cover open). */
export class PrinterNotReady extends Data.TaggedError("PrinterNotReady")<{
  readonly state: PrinterState
  readonly detail: string
}> {}

export interface PrinterAddress {
  readonly host: string
  readonly port: number
  readonly language: PrinterLanguage
  /** Asked the ESC/POS status query; false for a printer that never answers it. */
  readonly ask_status: boolean
}

/** Whether this printer is asked its status: an ESC/POS printer not set to go without. */
const asksStatus = (address: PrinterAddress) => address.language === "esc-pos" && address.ask_status

/**
 * What an accepted connection says of a printer not asked its status: a Star printer reads Ready
 * (as it always has); one an admin set not to be asked, "Status not checked".
 */
const connectedStatus = (address: PrinterAddress): PrinterStatus => ({
  state: address.language === "esc-pos" ? "unchecked" : "online",
  detail: null
})

/**
 * How long a printer may take to accept the connection and to answer its status, and how long to
 * take and print a ticket: the status asked after a ticket is answered once the printer has worked
 * through it, so a slow printer's late answer is not mistaken for a ticket that did not print.
 */
export interface PrinterTimeouts {
  readonly connectMs: number
  readonly replyMs: number
  readonly printMs: number
}

export const PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3000, replyMs: 3000, printMs: 20_000 }

/** The timeouts as configured: GRILL_PRINTER_REPLY_SECONDS (connect and answer), GRILL_PRINTER_PRINT_SECONDS. */
export const printerTimeouts = Effect.map(
  Config.all({
    reply: Config.number("GRILL_PRINTER_REPLY_SECONDS").pipe(
      Config.withDefault(PRINTER_TIMEOUTS.replyMs / 1000)
    ),
    print: Config.number("GRILL_PRINTER_PRINT_SECONDS").pipe(
      Config.withDefault(PRINTER_TIMEOUTS.printMs / 1000)
    )
  }),
  ({ reply, print }): PrinterTimeouts => ({
    connectMs: reply * 1000,
    replyMs: reply * 1000,
    printMs: print * 1000
  })
).pipe(Effect.orDie)

/**
 * Longer than the slowest send can take (connect, status, ticket, status, close, each at its
 * timeout), so a job's lease never lapses while its ticket is still going out.
 */
export const sendingTime = (timeouts: PrinterTimeouts): Duration.Duration =>
  Duration.millis(timeouts.connectMs + 2 * timeouts.replyMs + 2 * timeouts.printMs + 5000)

const unreachable = (detail: string) => new PrinterNotReady({ state: "offline", detail })

/**
 * One TCP connection to a printer's raw port (9100): bytes written, and the printer's replies
 * read back as they arrive. Closed (destroyed) when the scope ends, whatever happened.
 */
const connect = (address: PrinterAddress, timeouts: PrinterTimeouts) =>
  Effect.acquireRelease(
    Effect.async<Socket, PrinterNotReady>((resume) => {
      const socket = new Socket()
      const fail = (error: Error) => {
        socket.destroy()
        resume(Effect.fail(unreachable(`Cannot reach ${address.host}:${address.port} (${error.message})`)))
      }
      socket.setTimeout(timeouts.connectMs, () => fail(new Error("no answer")))
      socket.once("error", fail)
      socket.connect(address.port, address.host, () => {
        socket.off("error", fail)
        socket.setTimeout(0)
        resume(Effect.succeed(socket))
      })
    }),
    (socket) => Effect.sync(() => socket.destroy())
  )

type Connection = Effect.Effect.Success<ReturnType<typeof connect>>

/**
 * Writes bytes and waits until they are handed to the network (or the connection fails), within
 * the print timeout: a printer whose buffer is full takes more only as it prints.
 */
const write = (socket: Connection, bytes: Uint8Array, timeouts: PrinterTimeouts) =>
  Effect.async<void, PrinterNotReady>((resume) => {
    const timer = setTimeout(
      () => resume(Effect.fail(unreachable("The printer stopped taking the ticket"))),
      timeouts.printMs
    )
    socket.write(bytes, (error) => {
      clearTimeout(timer)
      resume(
        error
          ? Effect.fail(unreachable(`The printer dropped the connection (${error.message})`))
          : Effect.void
      )
    })
  })

/** Sends the ESC/POS status query and reads its three reply bytes, within `waitMs`. */
const askStatus = (socket: Connection, waitMs: number) =>
  Effect.async<PrinterStatus, PrinterNotReady>((resume) => {
    const chunks: Array<Buffer> = []
    let length = 0
    const done = (outcome: Effect.Effect<PrinterStatus, PrinterNotReady>) => {
      socket.off("data", onData)
      socket.off("error", onError)
      socket.off("close", onClose)
      clearTimeout(timer)
      resume(outcome)
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      length += chunk.length
      if (length >= STATUS_REPLY_LENGTH) {
        done(Effect.succeed(readStatus(Buffer.concat(chunks).subarray(0, STATUS_REPLY_LENGTH))))
      }
    }
    const onError = (error: Error) =>
      done(Effect.fail(unreachable(`The printer dropped the connection (${error.message})`)))
    const onClose = () => done(Effect.fail(unreachable("The printer closed the connection")))
    const timer = setTimeout(
      () => done(Effect.fail(unreachable("The printer did not answer its status query"))),
      waitMs
    )
    socket.on("data", onData)
    socket.once("error", onError)
    socket.once("close", onClose)
    socket.write(STATUS_QUERY)
  })

/** Ends the connection and waits for it to close, so every byte went out before it counts as sent. */
const finish = (socket: Connection, timeouts: PrinterTimeouts) =>
  Effect.async<void, PrinterNotReady>((resume) => {
    const timer = setTimeout(
      () => resume(Effect.fail(unreachable("The printer did not close the connection"))),
      timeouts.replyMs
    )
    socket.once("error", (error) => {
      clearTimeout(timer)
      resume(Effect.fail(unreachable(`The printer dropped the connection (${error.message})`)))
    })
    socket.end(() => {
      clearTimeout(timer)
      resume(Effect.void)
    })
  })

const ready = (status: PrinterStatus) =>
  status.state === "online"
    ? Effect.succeed(status)
    : Effect.fail(new PrinterNotReady({ state: status.state, detail: status.detail ?? status.state }))

/**
 * The printer's state now. An ESC/POS printer answers the real-time status query; a Star printer
 * in StarPRNT mode does not, nor does one set not to be asked, so for them an accepted connection
 * is all this knows.
 */
export const printerStatus = (address: PrinterAddress, timeouts = PRINTER_TIMEOUTS) =>
  Effect.scoped(
    Effect.flatMap(connect(address, timeouts), (socket) =>
      asksStatus(address) ? askStatus(socket, timeouts.replyMs) : Effect.succeed(connectedStatus(address))
    )
  ).pipe(
    Effect.catchTag("PrinterNotReady", (error) =>
      Effect.succeed<PrinterStatus>({ state: error.state, detail: error.detail })
    )
  )

/**
 * Sends one ticket. An ESC/POS printer is asked its status first (no paper or an open cover: the
 * ticket waits) and again after the ticket, which confirms it took the bytes: that answer comes
 * once the ticket is printed, so it may take the print timeout. `beforeSending` runs once the
 * printer is known ready and before the first byte goes (it may refuse: the job is no longer
 * ours); after it, a failure may have printed part of the ticket.
 */
export const sendTicket = <E, R>(
  address: PrinterAddress,
  bytes: Uint8Array,
  beforeSending: Effect.Effect<void, E, R>,
  timeouts = PRINTER_TIMEOUTS
): Effect.Effect<PrinterStatus, PrinterNotReady | E, Exclude<R, Scope.Scope>> =>
  Effect.scoped(
    Effect.gen(function* () {
      const socket = yield* connect(address, timeouts)
      const escPos = asksStatus(address)
      if (escPos) yield* Effect.flatMap(askStatus(socket, timeouts.replyMs), ready)
      yield* beforeSending
      yield* write(socket, bytes, timeouts)
      const after: PrinterStatus = escPos
        ? yield* Effect.flatMap(askStatus(socket, timeouts.printMs), ready)
        : connectedStatus(address)
      yield* finish(socket, timeouts)
      return after
    })
  )
