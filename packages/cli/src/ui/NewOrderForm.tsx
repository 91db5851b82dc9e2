import {
  addToCart,
  type Cart,
  type CartLine,
  type ChosenOption,
  cartItemCount,
  checkoutTotals,
  decrementLine,
  emptyCart,
  hasOptions,
  incrementLine,
  type MenuItem,
  newCartLineId,
  refreshCartLines,
  removeLine,
  setLineNotes
} from "@grill/core"
import type { Order } from "@grill/http"
import { Box, type Key, Text, useStdout } from "ink"
import { useEffect, useState } from "react"
import { CartLines } from "./CartLines.js"
import { KeyHints } from "./KeyHints.js"
import type { ScreenKeys } from "./keys.js"
import { MenuPicker } from "./MenuPicker.js"
import { Notice } from "./Notice.js"
import { hintsFor, moveFocus, type Section } from "./new-order-sections.js"
import type { NewOrderSource, OrderSetup } from "./new-order-source.js"
import { OptionsPicker } from "./OptionsPicker.js"
import { OrderDetails } from "./OrderDetails.js"
import { editsText, editText, FieldRow } from "./TextField.js"
import { TotalsView } from "./TotalsView.js"
import { useLatestState } from "./use-latest-state.js"
import { useTerminalCheckout } from "./use-terminal-checkout.js"

type NoteTarget =
  | { readonly kind: "item"; readonly item: MenuItem; readonly options: ReadonlyArray<ChosenOption> }
  | { readonly kind: "line"; readonly line: CartLine }

/** An item whose options are being chosen, then added as it is or with a note. */
interface Choosing {
  readonly item: MenuItem
  readonly then: "add" | "note"
}

export interface NewOrderFormProps {
  readonly source: NewOrderSource
  readonly setup: OrderSetup
  /** Loads the menu again (after the server's prices differed from the cart's). */
  readonly reloadSetup: () => Promise<OrderSetup | undefined>
  readonly onPlaced: (order: Order) => void
  readonly onQuit: () => void
  /** Hands the screen's key router this form's own keys (see NewOrderApp). */
  readonly bindKeys: (keys: ScreenKeys) => void
}

/**
 * The chosen cart's turn, asked of the server when the cart is chosen (null until it answers, or
 * when the turn cannot be made): the server checks the time again when the order is placed.
 */
const useTurnAt = (source: NewOrderSource, cartId: string | undefined) => {
  const [turn, setTurn] = useState<{ readonly cartId: string; readonly at: string | null }>()
  useEffect(() => {
    if (cartId === undefined) return
    let current = true
    source.turnAt(cartId).then(
      (at) => current && setTurn({ cartId, at }),
      () => current && setTurn({ cartId, at: null })
    )
    return () => {
      current = false
    }
  }, [source, cartId])
  return turn !== undefined && turn.cartId === cartId ? turn.at : null
}

/** The order being put together: menu, lines with totals, the customer's details, and Place order. */
export function NewOrderForm(props: NewOrderFormProps) {
  const { setup } = props
  const { venue } = setup
  const { stdout } = useStdout()
  const [cart, onCartChange] = useState<Cart>(emptyCart)
  const checkout = useTerminalCheckout({
    source: props.source,
    venue,
    menu: setup,
    onPlaced: props.onPlaced,
    // The lines take the server's current items, so the next try is priced as the server prices it.
    onPricesChanged: () =>
      void props.reloadSetup().then((fresh) => {
        if (fresh !== undefined) onCartChange((lines) => refreshCartLines(lines, fresh.items))
      })
  })
  const [focus, setFocus, latestFocus] = useLatestState<Section>("menu")
  const [note, setNote, latestNote] = useLatestState<
    { readonly target: NoteTarget; readonly text: string } | undefined
  >(undefined)
  const [choosing, setChoosing, latestChoosing] = useLatestState<Choosing | undefined>(undefined)
  const [confirmQuit, setConfirmQuit] = useState(false)
  const turnAt = useTurnAt(props.source, checkout.state.golfCart?.cart.cartId)
  const totals = checkoutTotals(checkout.state, cart, venue)
  const move = (step: number) => setFocus(moveFocus(checkout.current(), latestFocus.current, step))

  const applyNote = () => {
    const current = latestNote.current
    if (current === undefined) return
    const { target, text } = current
    onCartChange((lines) =>
      target.kind === "item"
        ? addToCart(lines, target.item, 1, text, newCartLineId, target.options)
        : setLineNotes(lines, target.line.id, text.trim())
    )
    setNote(undefined)
  }

  /** Enter or n on the menu: an item with options asks for them first. */
  const addItem = (item: MenuItem, then: Choosing["then"]) => {
    if (hasOptions(item)) setChoosing({ item, then })
    else if (then === "note") setNote({ target: { kind: "item", item, options: [] }, text: "" })
    else onCartChange((lines) => addToCart(lines, item, 1, "", newCartLineId))
  }

  const chosen = (options: ReadonlyArray<ChosenOption>) => {
    const current = latestChoosing.current
    if (current === undefined) return
    setChoosing(undefined)
    if (current.then === "note") setNote({ target: { kind: "item", item: current.item, options }, text: "" })
    else onCartChange((lines) => addToCart(lines, current.item, 1, "", newCartLineId, options))
  }

  /** The screen's own keys; the rest go to the focused part of the form. */
  const onKey = (input: string, key: Key): boolean => {
    // The note being written takes every key here: its line only appears after this key's redraw.
    const writing = latestNote.current
    if (writing !== undefined) {
      if (key.escape) setNote(undefined)
      else if (key.return) applyNote()
      else if (editsText(input, key)) setNote({ ...writing, text: editText(writing.text, input, key) })
      return true
    }
    // The options picker takes every key (its own esc cancels it).
    if (latestChoosing.current !== undefined) return false
    if (key.escape) {
      if (cart.length === 0 || confirmQuit) props.onQuit()
      else {
        setConfirmQuit(true)
        checkout.setNotice({ tone: "info", text: "Press esc again to discard this order" })
      }
      return true
    }
    setConfirmQuit(false)
    if (key.tab) move(key.shift ? -1 : 1)
    else if (latestFocus.current === "place" && key.return) checkout.submit(cart)
    else return false
    return true
  }

  props.bindKeys(onKey)

  const active = (section: Section) => note === undefined && choosing === undefined && focus === section
  const keysFor = (section: Section) => () =>
    latestNote.current === undefined &&
    latestChoosing.current === undefined &&
    latestFocus.current === section
  const frame = (framed: boolean) =>
    ({
      borderStyle: "round",
      borderColor: framed ? "green" : "gray",
      paddingX: 1,
      flexDirection: "column"
    }) as const
  const wide = (stdout.columns ?? 100) >= 100
  // A small terminal shows the menu while the order is being put together, then the details:
  // hidden parts stay mounted (display none), so they keep their place for coming back.
  const roomy = wide && (stdout.rows ?? 40) >= 32
  const inMenu = focus === "menu" || focus === "lines"
  const count = cartItemCount(cart)

  return (
    <Box flexDirection="column">
      <Text bold color="green">
        New order <Text dimColor>· tab next section · shift+tab back · esc quit</Text>
      </Text>
      <Box flexDirection={wide ? "row" : "column"} columnGap={1}>
        <Box
          {...frame(focus === "menu")}
          width={wide ? 46 : undefined}
          flexShrink={0}
          display={roomy || wide || inMenu ? "flex" : "none"}
        >
          <Text bold>Menu</Text>
          <MenuPicker
            categories={setup.categories}
            items={setup.items}
            cart={cart}
            venue={venue}
            isActive={active("menu")}
            takesKeys={keysFor("menu")}
            onAdd={(item) => addItem(item, "add")}
            onAddWithNote={(item) => addItem(item, "note")}
          />
        </Box>
        <Box flexDirection="column" flexGrow={1}>
          <Box {...frame(focus === "lines")}>
            <Text bold>Order ({count === 1 ? "1 item" : `${count} items`})</Text>
            <CartLines
              cart={cart}
              isActive={active("lines")}
              takesKeys={keysFor("lines")}
              onIncrement={(line) => onCartChange((lines) => incrementLine(lines, line.id))}
              onDecrement={(line) => onCartChange((lines) => decrementLine(lines, line.id))}
              onRemove={(line) => onCartChange((lines) => removeLine(lines, line.id))}
              onEditNote={(line) => setNote({ target: { kind: "line", line }, text: line.notes })}
            />
            <TotalsView totals={totals} tipPercent={checkout.state.tipPercent} />
          </Box>
          <Box {...frame(!inMenu)} display={roomy || !inMenu ? "flex" : "none"}>
            <OrderDetails
              checkout={checkout}
              venue={venue}
              cartIds={setup.cartIds}
              pickupSlots={setup.pickupSlots}
              turnAt={turnAt}
              totals={totals}
              focus={focus}
              active={active}
              keysFor={keysFor}
              onNext={() => move(1)}
            />
          </Box>
        </Box>
      </Box>
      {choosing !== undefined && (
        <OptionsPicker
          item={choosing.item}
          takesKeys={() => latestChoosing.current !== undefined && latestNote.current === undefined}
          onDone={chosen}
          onCancel={() => setChoosing(undefined)}
        />
      )}
      {note !== undefined && (
        <FieldRow
          label={note.target.kind === "item" ? `Note for ${note.target.item.name}` : "Note"}
          labelWidth={36}
          value={note.text}
          isActive
        />
      )}
      <Notice notice={checkout.notice} />
      <KeyHints
        hints={
          choosing !== undefined
            ? [
                ["↑↓", "option"],
                ["space", "choose"],
                ["enter", "add"],
                ["esc", "cancel"]
              ]
            : note === undefined
              ? [...hintsFor(focus), ["tab", "next"], ["esc", "quit"]]
              : [
                  ["enter", "save the note"],
                  ["esc", "cancel"]
                ]
        }
      />
    </Box>
  )
}
