import { render } from "ink"
import type { Server } from "../api/server.js"
import { NewOrderApp } from "./NewOrderApp.js"
import { apiNewOrderSource } from "./new-order-source.js"
import type { UiOutcome } from "./outcome.js"
import { apiOrdersSource } from "./source.js"
import { WatchApp } from "./WatchApp.js"

export interface TerminalStreams {
  readonly stdout: NodeJS.WriteStream
  readonly stdin: NodeJS.ReadStream
  readonly stderr: NodeJS.WriteStream
}

export interface WatchScreenOptions extends TerminalStreams {
  readonly server: Server
  readonly intervalSeconds: number
  /** One outlet's orders only: its slug, and its name for the title. */
  readonly outlet?: { readonly slug: string; readonly name: string } | undefined
}

/** Runs `element` full-screen until it quits; Ctrl+C quits too. */
const runInk = async (
  streams: TerminalStreams,
  element: (onExit: (outcome: UiOutcome) => void) => React.ReactElement
): Promise<UiOutcome> => {
  let outcome: UiOutcome = { exitCode: 0 }
  const instance = render(
    element((result) => {
      outcome = result
    }),
    {
      stdout: streams.stdout,
      stdin: streams.stdin,
      stderr: streams.stderr,
      exitOnCtrlC: true,
      patchConsole: false
    }
  )
  await instance.waitUntilExit()
  return outcome
}

export const watchOrders = (options: WatchScreenOptions): Promise<UiOutcome> =>
  runInk(options, (onExit) => (
    <WatchApp
      source={apiOrdersSource(options.server, options.outlet?.slug)}
      outletName={options.outlet?.name}
      intervalMs={options.intervalSeconds * 1000}
      now={() => new Date()}
      onExit={onExit}
    />
  ))

export interface NewOrderScreenOptions extends TerminalStreams {
  readonly server: Server
}

export const newOrder = (options: NewOrderScreenOptions): Promise<UiOutcome> =>
  runInk(options, (onExit) => <NewOrderApp source={apiNewOrderSource(options.server)} onExit={onExit} />)

/** What the command bundle loads on demand. */
export interface UiModule {
  readonly watchOrders: typeof watchOrders
  readonly newOrder: typeof newOrder
}
