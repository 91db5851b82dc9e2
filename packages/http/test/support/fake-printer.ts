import { createServer, type Server, type Socket } from "node:net"
import type { PrinterSettings } from "../../src/printers/api.js"

/**
 * A network receipt printer on 127.0.0.1 (a free port), as the tests' stand-in for the kitchen's:
 * it keeps every byte it is sent, answers the ESC/POS real-time status query (DLE EOT 1, 2, 4)
 * for the state the test puts it in, and can be switched off (nothing listens: connection
 * refused) and on again at the same address. `tickets()` reads the bytes back as printed tickets.
 */
export type FakePrinterState = "online" | "paper_out" | "cover_open"

const STATUS_BYTES: Record<FakePrinterState, Record<number, number>> = {
  online: { 1: 0x12, 2: 0x12, 4: 0x12 },
  // Offline, because printing stopped at the paper end; no roll in the sensor.
  paper_out: { 1: 0x1a, 2: 0x32, 4: 0x72 },
  cover_open: { 1: 0x1a, 2: 0x16, 4: 0x12 }
}

export interface TicketText {
  readonly lines: ReadonlyArray<string>
  /** The lines printed double size (the order number, REPRINT). */
  readonly large: ReadonlyArray<string>
}

export interface FakePrinter {
  readonly port: number
  readonly setState: (state: FakePrinterState) => void
  /** The next ticket's connection drops once its bytes arrive, unanswered: did it print? */
  readonly dropAfterNextTicket: () => void
  /**
   * Printing a ticket takes `ms` from now on: a status query sent after a ticket's bytes is
   * answered only then, as a printer working through its buffer in order does (0: at once).
   */
  readonly printTakes: (ms: number) => void
  /** Never answer the status query from now on (some printers do not), or answer again. */
  readonly answersStatus: (answers: boolean) => void
  readonly off: () => Promise<void>
  readonly on: () => Promise<void>
  /** Every cut ticket received so far, in order (a ticket not yet cut is not counted). */
  readonly tickets: () => ReadonlyArray<TicketText>
  readonly bytes: () => Buffer
  readonly close: () => Promise<void>
}

// The code page 437 characters the tickets use beyond ASCII.
const HIGH_BYTES: Record<number, string> = { 130: "é", 196: "-", 176: "é" }

/** Command lengths by their first bytes, per language; a cut ends a ticket. */
const commandLength = (bytes: Buffer, at: number, language: "esc-pos" | "star-prnt"): number => {
  const [first, second] = [bytes[at], bytes[at + 1]]
  if (first === 0x10 && second === 0x04) return 3 // status query
  if (first === 0x1c) return 2 // FS . (cancel Kanji)
  if (first === 0x18) return 1 // Star: cancel
  if (first === 0x1d) return second === 0x56 ? ((bytes[at + 2] ?? 0) >= 65 ? 4 : 3) : 3
  if (first !== 0x1b) return 0
  if (language === "star-prnt") {
    if (second === 0x69 || second === 0x1d) return 4
    // ESC @ (reset), ESC E / ESC F (bold on/off), ESC 4 / ESC 5 (white on black on/off).
    if (second === 0x40 || second === 0x45 || second === 0x46 || second === 0x34 || second === 0x35) return 2
    return 3
  }
  return second === 0x40 || second === 0x32 ? 2 : 3
}

const isCut = (bytes: Buffer, at: number, language: "esc-pos" | "star-prnt") =>
  language === "esc-pos"
    ? bytes[at] === 0x1d && bytes[at + 1] === 0x56
    : bytes[at] === 0x1b && bytes[at + 1] === 0x64

const isLargeOn = (bytes: Buffer, at: number, language: "esc-pos" | "star-prnt") =>
  language === "esc-pos"
    ? bytes[at] === 0x1d && bytes[at + 1] === 0x21 && bytes[at + 2] !== 0
    : bytes[at] === 0x1b && bytes[at + 1] === 0x69 && (bytes[at + 2] !== 0 || bytes[at + 3] !== 0)

/** The text a printer would print from these bytes, ticket by ticket (blank lines left out). */
export const decodeTickets = (
  bytes: Buffer,
  language: "esc-pos" | "star-prnt" = "esc-pos",
  /** Keep each line's indentation, as it stands on the paper. */
  options: { readonly indented?: boolean } = {}
): Array<TicketText> => {
  const tickets: Array<TicketText> = []
  let lines: Array<string> = []
  let large: Array<string> = []
  let line = ""
  let lineIsLarge = false
  const endLine = () => {
    if (line.trim() !== "") {
      lines.push(options.indented === true ? line.trimEnd() : line.trim())
      if (lineIsLarge) large.push(line.trim())
    }
    line = ""
    lineIsLarge = false
  }
  for (let at = 0; at < bytes.length; ) {
    const byte = bytes[at] as number
    const length = commandLength(bytes, at, language)
    if (length > 0) {
      if (isLargeOn(bytes, at, language)) lineIsLarge = true
      if (isCut(bytes, at, language)) {
        endLine()
        tickets.push({ lines, large })
        lines = []
        large = []
      }
      at += length
      continue
    }
    if (byte === 0x0a) endLine()
    else if (byte >= 0x20 && byte < 0x80) line += String.fromCharCode(byte)
    else if (byte >= 0x80) line += HIGH_BYTES[byte] ?? "?"
    at += 1
  }
  return tickets
}

export const startFakePrinter = async (
  language: "esc-pos" | "star-prnt" = "esc-pos"
): Promise<FakePrinter> => {
  let state: FakePrinterState = "online"
  let dropAfterTicket = false
  let printMs = 0
  let answers = true
  const received: Array<Buffer> = []
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0

  const answerStatus = (socket: Socket, chunk: Buffer) => {
    for (let at = 0; at + 2 < chunk.length; at++) {
      if (chunk[at] === 0x10 && chunk[at + 1] === 0x04) {
        const reply = STATUS_BYTES[state][chunk[at + 2] as number]
        if (reply !== undefined) socket.write(Uint8Array.of(reply))
      }
    }
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((socket) => {
        let ticketSeen = false
        sockets.add(socket)
        socket.on("close", () => sockets.delete(socket))
        socket.on("error", () => {})
        socket.on("data", (chunk) => {
          received.push(chunk)
          const statusOnly =
            chunk.length % 3 === 0 && chunk.every((byte, at) => at % 3 !== 0 || byte === 0x10)
          if (dropAfterTicket && !statusOnly) {
            dropAfterTicket = false
            socket.destroy()
            return
          }
          if (!statusOnly) ticketSeen = true
          if (language !== "esc-pos" || !answers) return
          if (ticketSeen && printMs > 0) {
            setTimeout(() => {
              if (!socket.destroyed) answerStatus(socket, chunk)
            }, printMs)
          } else answerStatus(socket, chunk)
        })
      })
      next.once("error", reject)
      next.listen(port, "127.0.0.1", () => {
        const address = next.address()
        if (address !== null && typeof address === "object") port = address.port
        server = next
        resolve()
      })
    })

  const off = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (server === undefined) return resolve()
      server.close(() => resolve())
      server = undefined
    })

  await listen()
  return {
    get port() {
      return port
    },
    setState: (next) => {
      state = next
    },
    dropAfterNextTicket: () => {
      dropAfterTicket = true
    },
    printTakes: (ms) => {
      printMs = ms
    },
    answersStatus: (next) => {
      answers = next
    },
    off,
    on: listen,
    tickets: () => decodeTickets(Buffer.concat(received), language),
    bytes: () => Buffer.concat(received),
    close: off
  }
}

/** Waits (polling) until `check` holds, failing with `what` after the timeout. */
export const eventually = async (
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000
) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The settings that add printer `name` at `port` of 127.0.0.1: the server's defaults unless `more` says otherwise. */
export const printerSettings = (
  name: string,
  port: number,
  more: Partial<PrinterSettings> = {}
): PrinterSettings => ({
  name,
  host: "127.0.0.1",
  port,
  width: 80,
  language: "esc-pos",
  categories: [],
  askStatus: true,
  ...more
})
