import {
  type CartLine,
  cartItemProblem,
  lineAmount,
  lineQuantityCapWords,
  MAX_LINE_QUANTITY,
  type MenuItem
} from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { AlertTriangle, Minus, Plus, Trash2 } from "lucide-react"
import { menuItemsAtQuery } from "../../api/menu"
import { useVenue } from "../../api/venue"
import { LineOptions } from "../../components/LineOptions"
import { Money } from "../../components/Money"
import { useCartActions } from "../../hooks/useCart"
import { useOrderingOutlet } from "./ordering-outlet"

function CartLineRow({ line, problem }: { readonly line: CartLine; readonly problem: string | undefined }) {
  const cartActions = useCartActions()
  const venue = useVenue()
  const name = line.item.name
  return (
    <li className="cart-line">
      <div className="cart-line__head">
        <span className="cart-line__name">{name}</span>
        <Money
          cents={lineAmount(line.item.price, line.options, line.quantity)}
          className="cart-line__amount"
        />
      </div>
      <LineOptions options={line.options} />
      <div className="cart-line__controls">
        <fieldset className="stepper">
          <legend className="visually-hidden">Quantity of {name}</legend>
          <button
            type="button"
            className="icon-button"
            onClick={() => cartActions.decrement(line.id)}
            disabled={line.quantity <= 1}
            aria-label={`One fewer ${name}`}
          >
            <Minus aria-hidden size={18} />
          </button>
          <span className="stepper__value" aria-live="polite">
            {line.quantity}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => cartActions.increment(line.id)}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
            aria-label={`One more ${name}`}
          >
            <Plus aria-hidden size={18} />
          </button>
        </fieldset>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => cartActions.remove(line.id)}
        >
          <Trash2 aria-hidden size={16} />
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {/* Sold out or switched off since it was added: said here, before Place Order, with the way out. */}
      {problem !== undefined && (
        <div className="cart-line__problem" role="alert">
          <AlertTriangle aria-hidden size={18} />
          <p>{problem}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => cartActions.remove(line.id)}
          >
            Remove it<span className="visually-hidden"> ({name}) from the cart</span>
          </button>
        </div>
      )}
      {/* Where the plus button stops: the cap, and whom to call for more. */}
      {line.quantity >= MAX_LINE_QUANTITY && (
        <p className="field__hint" role="status">
          {lineQuantityCapWords(venue.phone)}
        </p>
      )}
      <label className="cart-line__notes">
        <span className="visually-hidden">Notes for {name}</span>
        <input
          className="field__input"
          placeholder="Add a note (e.g. no onions)"
          value={line.notes}
          maxLength={500}
          onChange={(event) => cartActions.setNotes(line.id, event.target.value)}
        />
      </label>
    </li>
  )
}

/** What stops each line as the menu now stands (a count is checked against all the cart's lines of its item). */
const lineProblems = (lines: ReadonlyArray<CartLine>, menu: ReadonlyArray<MenuItem> | undefined) => {
  const problems = new Map<string, string | undefined>()
  if (menu === undefined) return problems
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.item.id, (wanted.get(line.item.id) ?? 0) + line.quantity)
  for (const line of lines) {
    const item = menu.find((candidate) => candidate.id === line.item.id)
    problems.set(line.id, cartItemProblem(item, wanted.get(line.item.id) ?? line.quantity))
  }
  return problems
}

export function CartLines({ lines }: { readonly lines: ReadonlyArray<CartLine> }) {
  const menu = useQuery(menuItemsAtQuery(null, useOrderingOutlet())).data
  const problems = lineProblems(lines, menu)
  if (lines.length === 0) {
    return <p className="cart__empty">Your cart is empty. Add something from the menu.</p>
  }
  return (
    <ul className="cart__lines">
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} problem={problems.get(line.id)} />
      ))}
    </ul>
  )
}
