import {
  type CartTender,
  Cents,
  changeDue,
  formatMoney,
  parseDollars,
  priceCartSale,
  ZERO_CENTS
} from "@grill/core"
import { Option } from "effect"
import { Minus } from "lucide-react"
import { type FormEvent, useState } from "react"
import type { Register, WalkUpSale } from "../../../api/staff/bev-cart"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"

type Item = Register["items"][number]
type Member = Register["members"][number]

const TENDER_LABELS: Record<CartTender, string> = {
  cash: "Cash",
  card_terminal: "Card terminal",
  member_charge: "Member charge"
}

/** Quick tips a golfer hands over at the cart: none, or round the total up by a dollar or two. */
const QUICK_TIPS = [0, 100, 200, 500].map(Cents)

const memberMatches = (members: ReadonlyArray<Member>, search: string): ReadonlyArray<Member> => {
  const wanted = search.trim().toLowerCase()
  if (wanted === "") return []
  return members
    .filter(
      (member) =>
        member.memberNumber.toLowerCase() === wanted || member.lastName.toLowerCase().startsWith(wanted)
    )
    .slice(0, 6)
}

/**
 * The walk-up register: tap items, pick the tender, record. Three taps for the usual sale (a beer,
 * "Cash", "Record sale" with the exact money). The total shown is core's pricing with the outlet's
 * rules, the same the server prices by; the server's figure is the one that counts.
 */
export function SellPanel({
  register,
  onRecord,
  restored
}: {
  readonly register: Register
  readonly onRecord: (sale: WalkUpSale) => Promise<void>
  /** A refused sale's lines, brought back to settle another way. */
  readonly restored: ReadonlyArray<{ readonly itemId: number; readonly quantity: number }> | undefined
}) {
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(
    () => new Map((restored ?? []).map((line) => [line.itemId, line.quantity]))
  )
  const [tender, setTender] = useState<CartTender | undefined>(undefined)
  const [tip, setTip] = useState<Cents>(ZERO_CENTS)
  const [cashText, setCashText] = useState("")
  const [memberSearch, setMemberSearch] = useState("")
  const [member, setMember] = useState<Member | undefined>(undefined)
  const [idChecked, setIdChecked] = useState(false)
  const [recorded, setRecorded] = useState<string | undefined>(undefined)

  const items = register.items.filter((item) => item.available)
  const byId = new Map(register.items.map((item) => [item.id, item]))
  const lines = [...counts].flatMap(([itemId, quantity]) => {
    const item = byId.get(itemId)
    return item === undefined || quantity === 0 ? [] : [{ item, quantity }]
  })
  const priced = priceCartSale(
    lines.map(({ item, quantity }) => ({
      itemId: item.id,
      unitPrice: Cents(item.priceCents),
      quantity,
      categoryId: item.categoryId
    })),
    tip,
    register.outlet
  )
  const total = priced.ok ? priced.totals.total : ZERO_CENTS
  const needsId = lines.some(({ item }) => item.alcoholic)
  const cash = cashText.trim() === "" ? Option.some(total) : parseDollars(cashText)
  const change = Option.isSome(cash) ? changeDue(total, cash.value) : undefined

  const problem = (): string | undefined => {
    if (lines.length === 0) return "Tap an item to start a sale"
    if (!priced.ok) return priced.message
    if (tender === undefined) return "Choose how the customer pays"
    if (tender === "member_charge" && member === undefined) return "Find the member by number or last name"
    if (tender === "cash" && Option.isNone(cash)) return "Enter the cash handed over, like 20 or 20.00"
    if (tender === "cash" && change === undefined) return `The cash does not cover ${formatMoney(total)}`
    if (needsId && !idChecked) return "Check the customer's ID before selling alcohol"
    return undefined
  }

  const add = (item: Item, by: number) =>
    setCounts((current) => {
      const next = new Map(current)
      next.set(item.id, Math.max(0, (current.get(item.id) ?? 0) + by))
      return next
    })

  const reset = () => {
    setCounts(new Map())
    setTender(undefined)
    setTip(ZERO_CENTS)
    setCashText("")
    setMemberSearch("")
    setMember(undefined)
    setIdChecked(false)
  }

  const record = async (event: FormEvent) => {
    event.preventDefault()
    if (problem() !== undefined || tender === undefined) return
    await onRecord({
      outlet: register.outlet.slug,
      lines: lines.map(({ item, quantity }) => ({ itemId: item.id, quantity })),
      tender,
      memberNumber: tender === "member_charge" ? (member?.memberNumber ?? null) : null,
      tipCents: tip,
      cashTenderedCents: tender === "cash" && Option.isSome(cash) ? cash.value : null,
      idChecked
    })
    setRecorded(
      tender === "cash" && change !== undefined && change > 0
        ? `Sale recorded. Change: ${formatMoney(change)}`
        : "Sale recorded"
    )
    reset()
  }

  const blocking = problem()
  return (
    <form className="cart-sell" onSubmit={record} aria-label="Walk-up sale">
      {recorded !== undefined && (
        <p className="cart-sell__recorded" role="status">
          {recorded}
        </p>
      )}
      {items.length === 0 ? (
        <p className="cart-empty">Nothing is on this cart's menu yet.</p>
      ) : (
        <ul className="cart-items">
          {items.map((item) => {
            const count = counts.get(item.id) ?? 0
            return (
              <li key={item.id} className="cart-items__item">
                <button
                  type="button"
                  className="cart-item"
                  aria-label={`${item.name}, ${formatMoney(Cents(item.priceCents))}${count > 0 ? `, ${count} in sale` : ""}`}
                  onClick={() => {
                    setRecorded(undefined)
                    add(item, 1)
                  }}
                >
                  <span className="cart-item__name">{item.name}</span>
                  <span className="cart-item__price">{formatMoney(Cents(item.priceCents))}</span>
                  {count > 0 && (
                    <span className="cart-item__count" aria-hidden>
                      {count}
                    </span>
                  )}
                </button>
                {count > 0 && (
                  <button
                    type="button"
                    className="cart-item__less"
                    aria-label={`One less ${item.name}`}
                    onClick={() => add(item, -1)}
                  >
                    <Minus aria-hidden size={20} />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}

      {lines.length > 0 && (
        <section className="cart-pay" aria-label="Payment">
          <p className="cart-pay__total">
            <span>
              {lines.reduce((sum, line) => sum + line.quantity, 0)} items
              {priced.ok && priced.totals.tax > 0 ? " with tax" : ""}
            </span>
            <strong>{formatMoney(total)}</strong>
          </p>
          <fieldset className="cart-choices">
            <legend>Paid by</legend>
            {(Object.keys(TENDER_LABELS) as Array<CartTender>).map((choice) => (
              <label key={choice} className="cart-choice">
                <input
                  type="radio"
                  name="tender"
                  value={choice}
                  checked={tender === choice}
                  onChange={() => setTender(choice)}
                />
                {TENDER_LABELS[choice]}
              </label>
            ))}
          </fieldset>

          {register.outlet.tipsAllowed && (
            <fieldset className="cart-choices">
              <legend>Tip</legend>
              {QUICK_TIPS.map((amount) => (
                <label key={amount} className="cart-choice cart-choice--small">
                  <input
                    type="radio"
                    name="tip"
                    value={amount}
                    checked={tip === amount}
                    onChange={() => setTip(amount)}
                  />
                  {amount === 0 ? "No tip" : formatMoney(amount)}
                </label>
              ))}
            </fieldset>
          )}

          {tender === "cash" && (
            <TextField
              label="Cash handed over"
              hint={
                change === undefined ? "Leave empty for the exact money" : `Change: ${formatMoney(change)}`
              }
              inputMode="decimal"
              autoComplete="off"
              value={cashText}
              onChange={(event) => setCashText(event.target.value)}
            />
          )}

          {tender === "member_charge" && (
            <div className="cart-member">
              <TextField
                label="Member number or last name"
                autoComplete="off"
                value={memberSearch}
                onChange={(event) => {
                  setMemberSearch(event.target.value)
                  setMember(undefined)
                }}
              />
              {member === undefined ? (
                <ul className="cart-member__matches" aria-label="Matching members">
                  {memberMatches(register.members, memberSearch).map((match) => (
                    <li key={match.memberNumber}>
                      <button type="button" className="cart-member__match" onClick={() => setMember(match)}>
                        {match.firstName} {match.lastName} · {match.memberNumber}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="cart-member__chosen" role="status">
                  Charging {member.firstName} {member.lastName} · {member.memberNumber}
                </p>
              )}
            </div>
          )}

          {needsId && (
            <label className="cart-choice cart-choice--check">
              <input
                type="checkbox"
                checked={idChecked}
                onChange={(event) => setIdChecked(event.target.checked)}
              />
              ID checked
            </label>
          )}

          {blocking !== undefined && tender !== undefined && <p className="cart-pay__hint">{blocking}</p>}
          <div className="cart-pay__actions">
            <Button type="submit" disabled={blocking !== undefined}>
              Record sale · {formatMoney(total)}
            </Button>
            <Button variant="ghost" onClick={reset}>
              Clear
            </Button>
          </div>
        </section>
      )}
    </form>
  )
}
