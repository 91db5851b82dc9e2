import { randomUUID } from "node:crypto"
import {
  addToCart,
  type Cart,
  type CartLine,
  capitaliseName,
  cartItemCount,
  cartPricedLines,
  checkOrderSubmission,
  decrementLine,
  emptyCart,
  formatMoney,
  formatPhoneDashed,
  incrementLine,
  isTenDigitPhone,
  lookupGreeting,
  type MenuItem,
  newCartLineId,
  ORDER_TYPES,
  type OrderType,
  orderTypeLabel,
  phoneDigits,
  phoneFieldError,
  priceOrder,
  removeLine,
  setLineNotes,
  tipOptionLabel,
  validateAddressForm
} from "@grill/core"
import type { DeliveryAddress, LoyaltyUser, Order } from "@grill/http"
import { Box, type Key, Text, useApp, useStdout } from "ink"
import { useCallback, useEffect, useRef, useState } from "react"
import { CartLines } from "./CartLines.js"
import { ChoiceField } from "./ChoiceField.js"
import { KeyHints } from "./KeyHints.js"
import { KeyRouter } from "./keys.js"
import { MenuPicker } from "./MenuPicker.js"
import { Notice, type NoticeMessage } from "./Notice.js"
import type { NewOrderSource, OrderSetup } from "./new-order-source.js"
import { blankContact, buildSubmission, type ContactForm } from "./order-form.js"
import type { UiOutcome } from "./outcome.js"
import { failureMessage } from "./source.js"
import { editsText, editText, FieldRow, TextField } from "./TextField.js"
import { TotalsView } from "./TotalsView.js"
import { useLatestState } from "./use-latest-state.js"

type TextSection =
  | "firstName"
  | "lastName"
  | "phone"
  | "email"
  | "instructions"
  | "address"
  | "city"
  | "state"
  | "zip"
type Section = "menu" | "lines" | "type" | TextSection | "tip" | "cart" | "place"

const sectionsFor = (orderType: OrderType): ReadonlyArray<Section> => [
  "menu",
  "lines",
  "type",
  "firstName",
  "lastName",
  "phone",
  "email",
  "instructions",
  "tip",
  ...(orderType === "delivery" ? (["address", "city", "state", "zip"] as const) : []),
  ...(orderType === "golf_cart" ? (["cart"] as const) : []),
  "place"
]

const HINTS: Record<
  "menu" | "lines" | "choice" | "text" | "place",
  ReadonlyArray<readonly [string, string]>
> = {
  menu: [
    ["←→", "category"],
    ["↑↓", "item"],
    ["enter", "add one"],
    ["n", "add with a note"]
  ],
  lines: [
    ["↑↓", "line"],
    ["+ -", "quantity"],
    ["x", "remove"],
    ["n", "note"]
  ],
  choice: [["←→", "choose"]],
  text: [["enter", "next field"]],
  place: [["enter", "place the order"]]
}

const hintsFor = (section: Section) =>
  section === "menu" || section === "lines" || section === "place"
    ? HINTS[section]
    : section === "type" || section === "tip" || section === "cart"
      ? HINTS.choice
      : HINTS.text

type NoteTarget =
  | { readonly kind: "item"; readonly item: MenuItem }
  | { readonly kind: "line"; readonly line: CartLine }

export interface NewOrderAppProps {
  readonly source: NewOrderSource
  readonly onExit: (outcome: UiOutcome) => void
}

/** A phone or walk-up order: the website's ordering screen, at the keyboard. */
export function NewOrderApp({ source, onExit }: NewOrderAppProps) {
  const { exit } = useApp()
  const { stdout } = useStdout()
  const [setup, setSetup] = useState<OrderSetup | undefined>(undefined)
  const [cart, setCart] = useState<Cart>(emptyCart)
  const [orderType, setOrderType] = useState<OrderType>("pickup")
  const [contact, setContact] = useState<ContactForm>(blankContact)
  const [tipPercent, setTipPercent] = useState(0)
  const [address, setAddress] = useState<DeliveryAddress>({ address: "", city: "", state: "", zipCode: "" })
  const [cartId, setCartId] = useState<string | undefined>(undefined)
  const [customer, setCustomer] = useState<{ readonly phone: string; readonly user: LoyaltyUser | null }>()
  const [focus, setFocus, latestFocus] = useLatestState<Section>("menu")
  const [note, setNote, latestNote] = useLatestState<
    { readonly target: NoteTarget; readonly text: string } | undefined
  >(undefined)
  const [notice, setNotice] = useState<NoticeMessage | undefined>(undefined)
  const [placing, setPlacing, latestPlacing] = useLatestState(false)
  const [placed, setPlaced] = useState<Order | undefined>(undefined)
  const [confirmQuit, setConfirmQuit] = useState(false)
  const lastAttempt = useRef<{ readonly payload: string; readonly key: string } | undefined>(undefined)

  const quit = useCallback(
    (outcome: UiOutcome) => {
      onExit(outcome)
      exit()
    },
    [exit, onExit]
  )

  const loadSetup = useCallback(async () => {
    try {
      const loaded = await source.loadSetup()
      setSetup(loaded)
      return loaded
    } catch (error) {
      quit({ exitCode: 1, message: failureMessage(error) })
      return undefined
    }
  }, [source, quit])

  useEffect(() => {
    void loadSetup().then((loaded) => {
      if (loaded === undefined) return
      setTipPercent(loaded.venue.tipPercentOptions.includes(0) ? 0 : (loaded.venue.tipPercentOptions[0] ?? 0))
      setAddress({
        address: "",
        city: loaded.venue.defaultCity,
        state: loaded.venue.defaultState,
        zipCode: ""
      })
    })
  }, [loadSetup])

  // The phone-lookup widget: ten digits look the customer up once (a repeat of the same digits is skipped).
  const digits = phoneDigits(contact.phone)
  useEffect(() => {
    if (digits.length !== 10 || customer?.phone === digits) return
    let current = true
    source.lookupCustomer(digits).then(
      (user) => {
        if (!current) return
        setCustomer({ phone: digits, user })
        if (user === null) return
        setContact((form) => ({
          ...form,
          firstName: form.firstName || user.firstName,
          lastName: form.lastName || user.lastName,
          email: form.email || (user.email?.includes("•") ? "" : (user.email ?? ""))
        }))
      },
      () => undefined
    )
    return () => {
      current = false
    }
  }, [digits, customer, source])

  const member = customer?.phone === digits ? (customer?.user ?? null) : null
  const isMember = member !== null && member.memberSince !== null
  const venue = setup?.venue
  const totals =
    venue === undefined
      ? undefined
      : priceOrder({ lines: cartPricedLines(cart), orderType, tipPercent, isMember }, venue)

  const sections = sectionsFor(orderType)
  const move = (step: number) => {
    const index = sections.indexOf(latestFocus.current)
    setFocus(sections[(index + step + sections.length) % sections.length] ?? "menu")
  }

  const place = async () => {
    if (venue === undefined || totals === undefined || latestPlacing.current) return
    const refusal = checkOrderSubmission({
      cartItemCount: cartItemCount(cart),
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      email: contact.email,
      orderType,
      // The delivery address is checked with the server just below, before anything is placed.
      addressValidated: true,
      golfCartId: cartId ?? null
    })
    if (refusal !== undefined) {
      return setNotice({
        tone: "error",
        text: [refusal.title, refusal.description].filter(Boolean).join(": ")
      })
    }
    setPlacing(true)
    try {
      if (orderType === "delivery") {
        const missing = Object.values(validateAddressForm(address))[0]
        if (missing !== undefined)
          return setNotice({ tone: "error", text: `Invalid delivery address: ${missing}` })
        const check = await source.checkAddress(address)
        if (!check.isValid) {
          return setNotice({
            tone: "error",
            text: `Sorry, delivery is only available within ${venue.community}: ${
              check.error ?? `Address is not in the ${venue.community} neighborhood`
            }`
          })
        }
      }
      const submission = buildSubmission({
        cart,
        orderType,
        contact,
        tipPercent,
        totals,
        address,
        cartId,
        venue,
        member
      })
      const payload = JSON.stringify(submission)
      // The same order sent again (after a lost answer) keeps its key, so the server places it once.
      const key = lastAttempt.current?.payload === payload ? lastAttempt.current.key : randomUUID()
      lastAttempt.current = { payload, key }
      const result = await source.placeOrder(submission, key)
      if (result._tag === "Placed") {
        setPlaced(result.order)
        setNotice(undefined)
      } else if (result._tag === "Rejected") {
        setNotice({ tone: "error", text: `${result.title}: ${result.message}` })
      } else {
        setNotice({ tone: "error", text: result.message })
        const fresh = await loadSetup()
        if (fresh !== undefined) {
          setCart((lines) =>
            lines.map((line) => {
              const item = fresh.items.find((candidate) => candidate.id === line.item.id)
              return item === undefined ? line : { ...line, item }
            })
          )
        }
      }
    } catch (error) {
      setNotice({ tone: "error", text: `Failed to place order: ${failureMessage(error)}` })
    } finally {
      setPlacing(false)
    }
  }

  const startOver = () => {
    setCart(emptyCart)
    setContact(blankContact)
    setCustomer(undefined)
    setCartId(undefined)
    setOrderType("pickup")
    setPlaced(undefined)
    setFocus("menu")
    lastAttempt.current = undefined
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
    if (placed !== undefined) {
      if (input === "n") startOver()
      else if (input === "q" || key.escape) quit({ exitCode: 0 })
      return true
    }
    if (key.escape) {
      if (cart.length === 0 || confirmQuit) quit({ exitCode: 0 })
      else {
        setConfirmQuit(true)
        setNotice({ tone: "info", text: "Press esc again to discard this order" })
      }
      return true
    }
    setConfirmQuit(false)
    if (key.tab) move(key.shift ? -1 : 1)
    else if (latestFocus.current === "place" && key.return) void place()
    else return false
    return true
  }

  const applyNote = () => {
    const current = latestNote.current
    if (current === undefined) return
    const { target, text } = current
    setCart((lines) =>
      target.kind === "item"
        ? addToCart(lines, target.item, 1, text, newCartLineId)
        : setLineNotes(lines, target.line.id, text.trim())
    )
    setNote(undefined)
  }

  if (setup === undefined || venue === undefined || totals === undefined) {
    return (
      <KeyRouter onKey={onKey}>
        <Text>Loading menu data...</Text>
      </KeyRouter>
    )
  }

  if (placed !== undefined) {
    return (
      <KeyRouter onKey={onKey}>
        <Box
          flexDirection="column"
          alignSelf="flex-start"
          borderStyle="round"
          borderColor="green"
          paddingX={2}
          paddingY={1}
        >
          <Text bold color="green">
            ✓ Order Placed Successfully!
          </Text>
          <Text>
            Order number: <Text bold>{placed.orderNumber}</Text>
          </Text>
          <Text>
            {orderTypeLabel(placed.orderType)} for {placed.contactInfo.name} · Total{" "}
            {formatMoney(placed.total)}
          </Text>
          {placed.orderType !== "pickup" && (
            <Text>Estimated delivery time: {placed.deliveryTimeEstimate} minutes</Text>
          )}
          <Box marginTop={1}>
            <KeyHints
              hints={[
                ["n", "new order"],
                ["q", "quit"]
              ]}
            />
          </Box>
        </Box>
      </KeyRouter>
    )
  }

  const editContact =
    (name: keyof ContactForm, tidy: (text: string) => string = (text) => text) =>
    (edit: (value: string) => string) =>
      setContact((form) => ({ ...form, [name]: tidy(edit(form[name])) }))
  const editAddress = (name: keyof DeliveryAddress) => (edit: (value: string) => string) =>
    setAddress((form) => ({ ...form, [name]: edit(form[name]) }))
  const field = (
    section: TextSection,
    label: string,
    value: string,
    onEdit: (edit: (value: string) => string) => void,
    extra = {}
  ) => (
    <TextField
      label={label}
      value={value}
      onEdit={onEdit}
      onSubmit={() => move(1)}
      isActive={active(section)}
      takesKeys={keysFor(section)}
      {...extra}
    />
  )
  const active = (section: Section) => note === undefined && focus === section
  const keysFor = (section: Section) => () =>
    latestNote.current === undefined && latestFocus.current === section
  const frame = (section: ReadonlyArray<Section>) =>
    ({
      borderStyle: "round",
      borderColor: section.includes(focus) ? "green" : "gray",
      paddingX: 1,
      flexDirection: "column"
    }) as const
  const wide = (stdout.columns ?? 100) >= 100
  // A small terminal shows the menu while the order is being put together, then the details:
  // hidden parts stay mounted (display none), so they keep their place for coming back.
  const roomy = wide && (stdout.rows ?? 40) >= 32
  const inMenu = focus === "menu" || focus === "lines"
  const showMenu = roomy || wide || inMenu
  const showDetails = roomy || !inMenu
  const phoneError = phoneFieldError(contact.phone)

  return (
    <KeyRouter onKey={onKey}>
      <Box flexDirection="column">
        <Text bold color="green">
          New order <Text dimColor>· tab next section · shift+tab back · esc quit</Text>
        </Text>
        <Box flexDirection={wide ? "row" : "column"} columnGap={1}>
          <Box
            {...frame(["menu"])}
            width={wide ? 46 : undefined}
            flexShrink={0}
            display={showMenu ? "flex" : "none"}
          >
            <Text bold>Menu</Text>
            <MenuPicker
              categories={setup.categories}
              items={setup.items}
              cart={cart}
              venue={venue}
              isActive={active("menu")}
              takesKeys={keysFor("menu")}
              onAdd={(item) => setCart((lines) => addToCart(lines, item, 1, "", newCartLineId))}
              onAddWithNote={(item) => setNote({ target: { kind: "item", item }, text: "" })}
            />
          </Box>
          <Box flexDirection="column" flexGrow={1}>
            <Box {...frame(["lines"])}>
              <Text bold>
                Order ({cartItemCount(cart) === 1 ? "1 item" : `${cartItemCount(cart)} items`})
              </Text>
              <CartLines
                cart={cart}
                isActive={active("lines")}
                takesKeys={keysFor("lines")}
                onIncrement={(line) => setCart((lines) => incrementLine(lines, line.id))}
                onDecrement={(line) => setCart((lines) => decrementLine(lines, line.id))}
                onRemove={(line) => setCart((lines) => removeLine(lines, line.id))}
                onEditNote={(line) => setNote({ target: { kind: "line", line }, text: line.notes })}
              />
              <TotalsView totals={totals} tipPercent={tipPercent} />
            </Box>
            <Box
              {...frame(sections.filter((section) => section !== "menu" && section !== "lines"))}
              display={showDetails ? "flex" : "none"}
            >
              <ChoiceField
                label="Order type"
                choices={ORDER_TYPES.map((type) => ({ value: type, label: orderTypeLabel(type) }))}
                value={orderType}
                onChange={(type) => {
                  // As on the website, another order type forgets the golf cart chosen for the last one.
                  setOrderType(type)
                  setCartId(undefined)
                }}
                onSubmit={() => move(1)}
                isActive={active("type")}
                takesKeys={keysFor("type")}
              />
              {field("firstName", "First name", contact.firstName, editContact("firstName", capitaliseName))}
              {field("lastName", "Last name", contact.lastName, editContact("lastName", capitaliseName))}
              {field("phone", "Phone", contact.phone, editContact("phone", formatPhoneDashed), {
                placeholder: "123-456-7890",
                error: focus === "phone" ? undefined : phoneError
              })}
              {customer !== undefined && isTenDigitPhone(contact.phone) && (
                <Box marginLeft={16}>
                  <Text color="cyan">{`${lookupGreeting(member)}${isMember ? " (member)" : ""}`}</Text>
                </Box>
              )}
              {field("email", "Email", contact.email, editContact("email"), { placeholder: "optional" })}
              {field(
                "instructions",
                "Instructions",
                contact.specialInstructions,
                editContact("specialInstructions"),
                {
                  placeholder: "optional"
                }
              )}
              <ChoiceField
                label="Tip"
                choices={venue.tipPercentOptions.map((percent) => ({
                  value: percent,
                  label: tipOptionLabel(percent)
                }))}
                value={tipPercent}
                onChange={setTipPercent}
                onSubmit={() => move(1)}
                isActive={active("tip")}
                takesKeys={keysFor("tip")}
              />
              {orderType === "delivery" && (
                <>
                  {field("address", "Address", address.address, editAddress("address"))}
                  {field("city", "City", address.city, editAddress("city"))}
                  {field("state", "State", address.state, editAddress("state"))}
                  {field("zip", "ZIP code", address.zipCode, editAddress("zipCode"))}
                </>
              )}
              {orderType === "golf_cart" && (
                <ChoiceField
                  label="Golf cart"
                  choices={setup.cartIds.map((id) => ({
                    value: id as string | undefined,
                    label: `Cart ${id}`
                  }))}
                  value={cartId}
                  onChange={setCartId}
                  onSubmit={() => move(1)}
                  isActive={active("cart")}
                  takesKeys={keysFor("cart")}
                  emptyText="No carts available"
                />
              )}
              <Box marginTop={1}>
                <Text bold inverse={active("place")} color="green">
                  {placing ? " Placing order... " : ` Place order · ${formatMoney(totals.total)} `}
                </Text>
              </Box>
            </Box>
          </Box>
        </Box>
        {note !== undefined && (
          <FieldRow
            label={note.target.kind === "item" ? `Note for ${note.target.item.name}` : "Note"}
            labelWidth={36}
            value={note.text}
            isActive
          />
        )}
        <Notice notice={notice} />
        <KeyHints
          hints={
            note === undefined
              ? [...hintsFor(focus), ["tab", "next"], ["esc", "quit"]]
              : [
                  ["enter", "save the note"],
                  ["esc", "cancel"]
                ]
          }
        />
      </Box>
    </KeyRouter>
  )
}
