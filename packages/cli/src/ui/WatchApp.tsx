import {
  DASHBOARD_STATUSES,
  type DashboardStatus,
  dashboardStatusLabel,
  describeCartPosition,
  formatTimeOfDay,
  type OrderStatus,
  toDashboardStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import { Box, type Key, Text, useApp, useInput, useStdout } from "ink"
import { useCallback, useEffect, useRef, useState } from "react"
import { summaryLine, takenLine } from "../format/orders.js"
import { terminalNoteLines } from "../format/terminal-text.js"
import { KeyHints } from "./KeyHints.js"
import { splitKeys } from "./keys.js"
import { Notice, type NoticeMessage } from "./Notice.js"
import { OrdersTable } from "./OrdersTable.js"
import type { UiOutcome } from "./outcome.js"
import { failureMessage, isSessionFailure, type OpenOrders, type OrdersSource } from "./source.js"
import { useLatestState } from "./use-latest-state.js"

/** 1-5 set the dashboard's five statuses, in the dropdown's order. */
const STATUS_KEYS: ReadonlyMap<string, DashboardStatus> = new Map(
  DASHBOARD_STATUSES.map((status, index) => [String(index + 1), status])
)

/** Lines around the table: title, summary, taken, blank, header, details, notice, keys and some slack. */
const CHROME_ROWS = 11

const itemsLine = (order: Order): string =>
  order.items
    .map(
      (line) =>
        `${line.quantity} × ${line.name}${line.options.length > 0 ? ` [${line.options.map((option) => option.name).join(", ")}]` : ""}${line.notes ? ` (${terminalNoteLines(line.notes).join(" ↵ ")})` : ""}`
    )
    .join(", ")

const destination = (order: Order): string => {
  if (order.golfCartDelivery !== null) return describeCartPosition(order.golfCartDelivery)
  if (order.deliveryAddress !== null) return `${order.deliveryAddress.address}, ${order.deliveryAddress.city}`
  return "Pickup"
}

export interface WatchAppProps {
  readonly source: OrdersSource
  /** The one outlet watched, named in the title (absent: every outlet the account works at). */
  readonly outletName?: string | undefined
  readonly intervalMs: number
  readonly now: () => Date
  readonly onExit: (outcome: UiOutcome) => void
}

/**
 * The live kitchen view: open orders refreshed as the server's events arrive (a bell on each new
 * order), or on a timer while the stream is down; statuses changed with one key.
 */
export function WatchApp({ source, outletName, intervalMs, now, onExit }: WatchAppProps) {
  const { exit } = useApp()
  const { stdout } = useStdout()
  const [data, setData] = useState<OpenOrders | undefined>(undefined)
  const [updatedAt, setUpdatedAt] = useState<Date | undefined>(undefined)
  const [loadError, setLoadError] = useState<string | undefined>(undefined)
  const [selectedId, setSelectedId, latestSelectedId] = useLatestState<number | undefined>(undefined)
  const [notice, setNotice] = useState<NoticeMessage | undefined>(undefined)
  const [confirmCancel, setConfirmCancel, latestConfirmCancel] = useLatestState<Order | undefined>(undefined)
  const [busy, setBusy, latestBusy] = useLatestState(false)
  // Whether the event stream delivers, or is down (ended by a restart, cut) and being retried.
  const [stream, setStream] = useState<"connecting" | "live" | "reconnecting">("connecting")
  const mounted = useRef(true)
  const shownOrders = useRef<ReadonlyArray<Order>>([])

  const quit = useCallback(
    (outcome: UiOutcome) => {
      onExit(outcome)
      exit()
    },
    [exit, onExit]
  )

  const refresh = useCallback(async () => {
    try {
      const next = await source.loadOpen()
      if (!mounted.current) return
      const previous = shownOrders.current
      shownOrders.current = next.orders
      setData(next)
      setUpdatedAt(now())
      setLoadError(undefined)
      // When the selected order leaves the list (delivered, cancelled), the one below it takes its place.
      const current = latestSelectedId.current
      if (!next.orders.some((order) => order.id === current)) {
        const index = Math.max(
          0,
          previous.findIndex((order) => order.id === current)
        )
        setSelectedId(next.orders[Math.min(index, next.orders.length - 1)]?.id)
      }
    } catch (error) {
      if (!mounted.current) return
      if (isSessionFailure(error)) return quit({ exitCode: error.exitCode, message: error.message })
      setLoadError(failureMessage(error))
    }
  }, [source, now, quit, latestSelectedId, setSelectedId])

  // The event stream says when to refresh; the timer polls only while the stream is down.
  useEffect(() => {
    mounted.current = true
    void refresh()
    let timer: ReturnType<typeof setInterval> | undefined
    const poll = (on: boolean) => {
      clearInterval(timer)
      timer = on ? setInterval(() => void refresh(), intervalMs) : undefined
    }
    poll(true)
    const stop = source.followEvents({
      onLive: (isLive) => {
        if (!mounted.current) return
        setStream(isLive ? "live" : "reconnecting")
        poll(!isLive)
        if (isLive) void refresh()
      },
      onEvent: (name) => {
        if (name === "order.created") stdout.write("\u0007") // the terminal's bell: a new order
        if (name === "order.created" || name === "order.updated") void refresh()
      }
    })
    return () => {
      mounted.current = false
      clearInterval(timer)
      stop()
    }
  }, [refresh, intervalMs, source, stdout])

  const orders = data?.orders ?? []
  const selected = orders.find((order) => order.id === selectedId)

  const changeStatus = async (order: Order, status: OrderStatus) => {
    const label = dashboardStatusLabel(toDashboardStatus(status), "list")
    if (toDashboardStatus(order.status) === status) {
      return setNotice({ tone: "info", text: `Order ${order.orderNumber} is already ${label}` })
    }
    setBusy(true)
    try {
      const updated = await source.setStatus(order, status)
      setNotice({ tone: "ok", text: `Order status updated: ${updated.orderNumber} is now ${label}` })
      await refresh()
    } catch (error) {
      if (isSessionFailure(error)) return quit({ exitCode: error.exitCode, message: error.message })
      setNotice({ tone: "error", text: `Update failed: ${failureMessage(error)}` })
    } finally {
      if (mounted.current) setBusy(false)
    }
  }

  const onKey = (input: string, key: Key) => {
    const cancelling = latestConfirmCancel.current
    if (cancelling !== undefined) {
      setConfirmCancel(undefined)
      if (input === "y" || input === "Y") void changeStatus(cancelling, "cancelled")
      else setNotice({ tone: "info", text: `Order ${cancelling.orderNumber} was not cancelled` })
      return
    }
    if (input === "q" || key.escape) return quit({ exitCode: 0 })
    if (input === "r") return void refresh()
    // The list as last loaded, even if this key arrives before the screen has redrawn with it.
    const shown = shownOrders.current
    const index = shown.findIndex((order) => order.id === latestSelectedId.current)
    if (key.upArrow || input === "k" || key.downArrow || input === "j") {
      const step = key.upArrow || input === "k" ? -1 : 1
      const next = shown[Math.min(shown.length - 1, Math.max(0, index + step))]
      if (next !== undefined) setSelectedId(next.id)
      return
    }
    const status = STATUS_KEYS.get(input)
    const order = shown[index]
    if (status === undefined || order === undefined || latestBusy.current) return
    if (status === "cancelled") setConfirmCancel(order)
    else void changeStatus(order, status)
  }
  useInput((input, key) => {
    for (const [char, charKey] of splitKeys(input, key)) onKey(char, charKey)
  })

  const rows = (stdout.rows ?? 24) - CHROME_ROWS
  return (
    <Box flexDirection="column">
      <Box justifyContent="space-between">
        <Text bold color="green">
          Open orders{outletName === undefined ? "" : ` · ${outletName}`}
          {data === undefined ? "" : ` (${orders.length})`}
        </Text>
        <Text dimColor>
          {updatedAt === undefined || data === undefined
            ? "Loading orders..."
            : `Updated ${formatTimeOfDay(updatedAt, data.timeZone)} · ${stream === "live" ? "live" : `${stream === "reconnecting" ? "reconnecting, " : ""}every ${Math.round(intervalMs / 1000)}s`}`}
        </Text>
      </Box>
      <Text>{data === undefined ? " " : summaryLine(data.summary)}</Text>
      <Text>{data === undefined ? " " : takenLine(data.taken)}</Text>
      {loadError !== undefined && <Text color="red">Error loading orders: {loadError} (retrying)</Text>}
      <Box marginTop={1} flexDirection="column">
        {data !== undefined && orders.length === 0 ? (
          <Text>No open orders found</Text>
        ) : (
          <OrdersTable
            orders={orders}
            selectedId={selectedId}
            now={now()}
            maxRows={Math.max(3, rows)}
            clock={data === undefined ? undefined : { timeZone: data.timeZone }}
          />
        )}
      </Box>
      <Box marginTop={1} flexDirection="column">
        {selected === undefined ? (
          <Text> </Text>
        ) : (
          <Text wrap="truncate-end">
            <Text bold>{selected.orderNumber}</Text> {selected.contactInfo.name} · {destination(selected)} ·{" "}
            {itemsLine(selected)}
          </Text>
        )}
        {confirmCancel === undefined ? (
          <Notice notice={busy ? { tone: "info", text: "Updating..." } : notice} />
        ) : (
          <Text color="red" bold>
            Cancel order {confirmCancel.orderNumber}? Press y to cancel it, any other key to keep it.
          </Text>
        )}
      </Box>
      <KeyHints
        hints={[
          ["↑↓", "select"],
          ...DASHBOARD_STATUSES.map(
            (status, index) => [String(index + 1), dashboardStatusLabel(status, "list")] as const
          ),
          ["r", "refresh"],
          ["q", "quit"]
        ]}
      />
    </Box>
  )
}
