import { formatTimeOfDay, waitingWords } from "@grill/core"
import * as Tabs from "@radix-ui/react-tabs"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useState, useSyncExternalStore } from "react"
import { Link, Navigate, useLocation, useParams } from "react-router-dom"
import { isApiError } from "../../../api/api-error"
import { callApi } from "../../../api/client"
import type { WalkUpSale } from "../../../api/staff/bev-cart"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { PageLoading } from "../../../components/PageLoading"
import { signInPath } from "../shared/sign-in-path"
import { CoursePanel } from "./CoursePanel"
import { useKeptRegister } from "./kept-register"
import { SellPanel } from "./SellPanel"
import { ShiftPanel } from "./ShiftPanel"
import { useSaleOutbox } from "./use-sale-outbox"
import "./bev-cart.css"

type CartTab = "sell" | "course" | "shift"

/** The cart the phone last worked, so a reload in a dead zone reopens it without asking the server. */
const LAST_CART = "grill-bev-cart:outlet"

const onlineNow = (listener: () => void) => {
  window.addEventListener("online", listener)
  window.addEventListener("offline", listener)
  return () => {
    window.removeEventListener("online", listener)
    window.removeEventListener("offline", listener)
  }
}

const useOnline = () =>
  useSyncExternalStore(
    onlineNow,
    () => navigator.onLine,
    () => true
  )

/** The cart's offline worker: this screen, its scripts and styles open with no network. */
const useOfflineWorker = () =>
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return
    navigator.serviceWorker.register("/bev-cart-sw.js", { scope: "/bev-cart" }).catch(() => {
      // Without it the screen still works online; a browser that refuses workers says so itself.
    })
  }, [])

/** `/bev-cart`: the cart this phone worked last, else the beverage carts this account may work. */
function CartPicker() {
  const location = useLocation()
  const remembered = localStorage.getItem(LAST_CART)
  const outlets = useQuery({
    queryKey: ["staff", "outlets", "all"],
    queryFn: ({ signal }) => callApi((client) => client.outlets.all(), signal),
    enabled: remembered === null
  })
  if (remembered !== null) return <Navigate to={`/bev-cart/${encodeURIComponent(remembered)}`} replace />
  if (outlets.isPending) return <PageLoading label="Finding your cart..." />
  if (outlets.isError) {
    if (isApiError(outlets.error) && outlets.error.tag === "Unauthorized")
      return <Navigate to={signInPath(location)} replace />
    return <p className="cart-empty">{outlets.error.message}</p>
  }
  const carts = outlets.data.filter((outlet) => outlet.kind === "beverage-cart" && outlet.retiredAt === null)
  if (carts.length === 1 && carts[0] !== undefined)
    return <Navigate to={`/bev-cart/${encodeURIComponent(carts[0].slug)}`} replace />
  return (
    <main className="bev-cart">
      <h1 className="bev-cart__title">Which cart?</h1>
      {carts.length === 0 ? (
        <p className="cart-empty">No beverage cart is set up yet. An admin adds one under Outlets.</p>
      ) : (
        <ul className="cart-picker">
          {carts.map((cart) => (
            <li key={cart.slug}>
              <Link className="cart-picker__cart" to={`/bev-cart/${encodeURIComponent(cart.slug)}`}>
                {cart.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

function CartRegister({ slug }: { readonly slug: string }) {
  const location = useLocation()
  const online = useOnline()
  const venue = useVenue()
  const register = useKeptRegister(slug)
  const outbox = useSaleOutbox(slug)
  const [tab, setTab] = useState<CartTab>("sell")
  const [restored, setRestored] = useState<{ key: string; sale: WalkUpSale } | undefined>(undefined)

  useEffect(() => {
    localStorage.setItem(LAST_CART, slug)
  }, [slug])

  if (register.isPending) return <PageLoading label="Loading the cart..." />
  if (register.isError) {
    if (isApiError(register.error) && register.error.tag === "Unauthorized")
      return <Navigate to={signInPath(location)} replace />
    return (
      <main className="bev-cart">
        <p className="cart-empty" role="alert">
          {register.error.message}
        </p>
        <Link to="/bev-cart" onClick={() => localStorage.removeItem(LAST_CART)}>
          Choose another cart
        </Link>
      </main>
    )
  }

  const { register: data, keptAt } = register.data
  const waiting = waitingWords(outbox.queue)
  return (
    <main className="bev-cart">
      <link rel="manifest" href="/bev-cart.webmanifest" />
      <header className="bev-cart__header">
        <h1 className="bev-cart__title">{data.outlet.name}</h1>
        <p className={online ? "cart-signal" : "cart-signal cart-signal--offline"}>
          {online ? "Online" : "Offline"}
        </p>
      </header>
      <p className="cart-outbox" role="status" aria-live="polite">
        {outbox.loaded ? (waiting ?? "All sales sent") : "Reading the phone's sales..."}
      </p>
      {keptAt !== null && (
        <p className="cart-kept">
          No signal: menu and members as of {formatTimeOfDay(new Date(keptAt), venue.timeZone)}
        </p>
      )}
      {outbox.queue.refused.length > 0 && (
        <section className="cart-refused" aria-label="Sales the office refused">
          <h2>Refused: settle another way</h2>
          <ul>
            {outbox.queue.refused.map((refused) => (
              <li key={refused.key} className="cart-refused__sale">
                <p>
                  <strong>{refused.reason}</strong>
                </p>
                <div className="cart-refused__actions">
                  <Button
                    size="small"
                    onClick={() => {
                      setRestored({ key: refused.key, sale: refused.sale })
                      setTab("sell")
                      void outbox.dismiss(refused.key)
                    }}
                  >
                    Settle another way
                  </Button>
                  <Button size="small" variant="ghost" onClick={() => void outbox.dismiss(refused.key)}>
                    Dismiss
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as CartTab)} className="cart-tabs">
        <Tabs.List aria-label="Cart" className="cart-tabs__list">
          <Tabs.Trigger value="sell" className="cart-tabs__tab">
            Sell
          </Tabs.Trigger>
          <Tabs.Trigger value="course" className="cart-tabs__tab">
            Course
          </Tabs.Trigger>
          <Tabs.Trigger value="shift" className="cart-tabs__tab">
            Shift
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sell">
          <SellPanel
            key={restored?.key ?? "new"}
            register={data}
            onRecord={outbox.record}
            restored={restored?.sale.lines}
          />
        </Tabs.Content>
        <Tabs.Content value="course">
          <CoursePanel slug={slug} online={online} />
        </Tabs.Content>
        <Tabs.Content value="shift">
          <ShiftPanel register={data} online={online && keptAt === null} />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  )
}

export default function BevCartScreen() {
  useOfflineWorker()
  const { slug } = useParams()
  return slug === undefined ? <CartPicker /> : <CartRegister slug={slug} />
}
