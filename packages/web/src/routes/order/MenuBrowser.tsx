import {
  addedToCartToast,
  hasOptions,
  isSoldOut,
  itemsWithout,
  type MenuCategory,
  type MenuItem,
  type VenueConfig
} from "@grill/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { IceCreamCone, Plus } from "lucide-react"
import { lazy, Suspense, useState } from "react"
import { menuCategoriesQuery, menuItemsAtQuery } from "../../api/menu"
import { ItemMarks } from "../../components/ItemMarks"
import { Money } from "../../components/Money"
import { PageLoading } from "../../components/PageLoading"
import { showToast } from "../../components/toast-store"
import { useCartActions } from "../../hooks/useCart"
import { AllergenFilter, useHiddenAllergens } from "./AllergenFilter"
import { MenuCategoryTabs } from "./MenuCategoryTabs"
import { useOrderingOutlet } from "./ordering-outlet"

/** From this many left down, the menu says how many (Toast's "low count" warning). */
const FEW_LEFT = 5

/** Loaded when an item with options is first added: the menu's first paint never waits for it. */
const OptionsSheet = lazy(() => import("./OptionsSheet"))

function MenuItemCard({ item }: { readonly item: MenuItem }) {
  const cartActions = useCartActions()
  const [choosing, setChoosing] = useState(false)
  const add = () => {
    if (hasOptions(item)) {
      setChoosing(true)
      return
    }
    cartActions.add(item, 1, "")
    showToast(addedToCartToast(1, item.name))
  }
  return (
    <li className="menu-item">
      <div className="menu-item__text">
        <h3 className="menu-item__name">{item.name}</h3>
        {item.description && <p className="menu-item__description">{item.description}</p>}
        <ItemMarks item={item} />
        <Money cents={item.price} className="menu-item__price" />
        {/* A few left: said before the customer fills a cart with more than there are. */}
        {item.available && item.count && item.count.left > 0 && item.count.left <= FEW_LEFT && (
          <p className="menu-item__few-left">Only {item.count.left} left today</p>
        )}
      </div>
      {item.notServed !== undefined ? (
        // Listed, not hidden: a golfer planning a 12:30 order sees breakfast ends at eleven.
        <span className="menu-item__unavailable">{item.notServed}</span>
      ) : isSoldOut(item) && item.available ? (
        <span className="menu-item__sold-out">Sold out</span>
      ) : item.available ? (
        <button
          type="button"
          className="button button--primary menu-item__add"
          onClick={add}
          {...(hasOptions(item) ? { "aria-haspopup": "dialog" as const } : {})}
        >
          <Plus aria-hidden size={18} />
          Add<span className="visually-hidden"> {item.name} to cart</span>
        </button>
      ) : (
        <span className="menu-item__unavailable">Unavailable</span>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <OptionsSheet item={item} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </li>
  )
}

function IceCreamNotice({ venue }: { readonly venue: VenueConfig }) {
  return (
    <div className="notice notice--accent">
      <IceCreamCone aria-hidden size={22} />
      <p>
        <strong>Members get {venue.memberIceCreamDiscountPercent}% off ice cream ($2 scoops).</strong> Look up
        your phone number at checkout and the discount is applied to your order.
      </p>
    </div>
  )
}

function CategoryPanel(props: {
  readonly category: MenuCategory
  readonly items: ReadonlyArray<MenuItem>
  readonly venue: VenueConfig
  readonly memberNotice: boolean
}) {
  const items = props.items.filter((item) => item.categoryId === props.category.id)
  return (
    <>
      {props.memberNotice && props.category.id === props.venue.iceCreamCategoryId && (
        <IceCreamNotice venue={props.venue} />
      )}
      {items.length === 0 ? (
        <p className="menu__empty">No items available in this category</p>
      ) : (
        <ul className="menu__items">
          {items.map((item) => (
            <MenuItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * Category tabs (the first selected) over the items of the chosen category. `memberNotice`: the
 * ice cream's invitation to look a phone up for the member discount (a customer's, not the
 * counter's). `at`: the order's scheduled time (null: now), whose menu it shows.
 */
export function MenuBrowser({
  venue,
  memberNotice,
  at
}: {
  readonly venue: VenueConfig
  readonly memberNotice: boolean
  readonly at: string | null
}) {
  const categories = useQuery(menuCategoriesQuery)
  // Another slot's menu keeps the one on screen until it arrives, rather than a loading flash.
  const outlet = useOrderingOutlet()
  const items = useQuery({ ...menuItemsAtQuery(at, outlet), placeholderData: keepPreviousData })
  const { hidden, toggle } = useHiddenAllergens()
  if (categories.isPending || items.isPending) return <PageLoading label="Loading menu..." />
  // An outlet's menu is often a few categories of the club's (the cart's drinks and snacks): its
  // tabs are only those it sells. The first outlet's keeps every tab, as the grill's always did.
  const offered =
    outlet === null
      ? categories.data
      : categories.data?.filter((category) => items.data?.some((item) => item.categoryId === category.id))
  const firstCategory = offered?.[0]
  if (!offered || !items.data || firstCategory === undefined) {
    return <p className="menu__empty">Menu not available</p>
  }
  const shown = itemsWithout(items.data, hidden)
  return (
    <section aria-labelledby="menu-title" className="menu">
      <h2 id="menu-title" className="visually-hidden">
        Menu
      </h2>
      <AllergenFilter hidden={hidden} toggle={toggle} hiddenCount={items.data.length - shown.length} />
      <MenuCategoryTabs
        categories={offered}
        firstCategoryId={firstCategory.id}
        panel={(category) => (
          <CategoryPanel category={category} items={shown} venue={venue} memberNotice={memberNotice} />
        )}
      />
    </section>
  )
}
