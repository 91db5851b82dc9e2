import { type ComponentType, lazy, Suspense, useMemo } from "react"
import { type RouteObject, useRoutes } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import type { OrderDetailSource } from "../routes/order-detail/OrderDetailScreen"
import { CustomerLayout } from "./layout/CustomerLayout"
import { RouteErrorBoundary } from "./RouteErrorBoundary"

/** The screens a customer's page opens with, which the server also renders into the page. */
export interface FirstScreens {
  readonly OrderScreen: ComponentType
  readonly OrderDetailScreen: ComponentType<{ readonly source: OrderDetailSource }>
  readonly LoyaltyScreen: ComponentType
}

// Each screen is its own chunk, so `/` never downloads another screen's code. (The server
// imports them all up front: src/entry-server.tsx.)
const LAZY_SCREENS: FirstScreens = {
  OrderScreen: lazy(() => import("../routes/order/OrderScreen")),
  OrderDetailScreen: lazy(() => import("../routes/order-detail/OrderDetailScreen")),
  LoyaltyScreen: lazy(() => import("../routes/loyalty/LoyaltyScreen"))
}
const NotFoundScreen = lazy(() => import("../routes/not-found/NotFoundScreen"))
// Sign-in and the staff screens: a chunk of their own, so not even the staff screens' paths are
// part of a customer's first download.
const StaffRoutes = lazy(() => import("./staff-routes"))

const customerShell = (
  <RouteErrorBoundary>
    <CustomerLayout />
  </RouteErrorBoundary>
)

/** Any address neither a customer's screen nor a staff one: the customer's 404, in their shell. */
const notFoundRoute: RouteObject = {
  element: customerShell,
  children: [{ path: "*", element: <NotFoundScreen /> }]
}

const routesWith = ({ OrderScreen, OrderDetailScreen, LoyaltyScreen }: FirstScreens) => [
  {
    element: customerShell,
    children: [
      { index: true, element: <OrderScreen /> },
      { path: "order", element: <OrderScreen /> },
      { path: "order/:orderNumber", element: <OrderDetailScreen source="menu" /> },
      { path: "loyalty", element: <LoyaltyScreen /> }
    ]
  },
  {
    path: "*",
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <StaffRoutes notFound={notFoundRoute} />
        </Suspense>
      </RouteErrorBoundary>
    )
  }
]

/** The screen for the current address; render inside a router. */
export function AppRoutes({ screens = LAZY_SCREENS }: { readonly screens?: FirstScreens }) {
  const routes = useMemo(() => routesWith(screens), [screens])
  return useRoutes(routes)
}
