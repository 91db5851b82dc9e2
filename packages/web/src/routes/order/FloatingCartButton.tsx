import type { Cents } from "@grill/core"
import { ShoppingCart } from "lucide-react"
import type { Ref } from "react"
import { Money } from "../../components/Money"

/** Narrow screens: the cart lives behind this button, which keeps the count and total in view. */
export function FloatingCartButton(props: {
  readonly itemCount: number
  readonly total: Cents
  readonly onOpen: () => void
  readonly ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button ref={props.ref} type="button" className="floating-cart" onClick={props.onOpen}>
      <ShoppingCart aria-hidden size={22} />
      <span className="floating-cart__label">View cart</span>
      <span className="floating-cart__count">
        {props.itemCount}
        <span className="visually-hidden">{props.itemCount === 1 ? " item" : " items"}</span>
      </span>
      <Money cents={props.total} className="floating-cart__total" />
    </button>
  )
}
