import { ORDER_TYPES, type OrderType, orderTypeLabel } from "@grill/core"
import { Car, Home, ShoppingBag } from "lucide-react"

const ICONS: Record<OrderType, typeof Car> = { pickup: ShoppingBag, delivery: Home, golf_cart: Car }

const hint = (type: OrderType, community: string): string => {
  switch (type) {
    case "pickup":
      return "Collect it at the grill"
    case "delivery":
      return `To your door in ${community}`
    case "golf_cart":
      return "Brought to your cart on the course"
  }
}

export function OrderTypeSelector(props: {
  readonly value: OrderType
  readonly onChange: (type: OrderType) => void
  readonly community: string
  /** The types the outlet ordered from offers; absent: all of them. */
  readonly offered?: ReadonlyArray<OrderType> | undefined
}) {
  return (
    <fieldset className="order-types">
      <legend className="order-types__legend">How would you like your order?</legend>
      <div className="order-types__options">
        {ORDER_TYPES.filter((type) => props.offered?.includes(type) ?? true).map((type) => {
          const Icon = ICONS[type]
          return (
            <label key={type} className="order-type">
              <input
                type="radio"
                name="order-type"
                value={type}
                checked={props.value === type}
                onChange={() => props.onChange(type)}
                className="order-type__input"
              />
              <span className="order-type__card">
                <Icon aria-hidden size={22} />
                <span className="order-type__label">{orderTypeLabel(type)}</span>
                <span className="order-type__hint">{hint(type, props.community)}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
