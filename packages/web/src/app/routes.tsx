import { type ComponentType, lazy, useMemo } from "react"
import { useRoutes } from "react-router-dom"
import type { OrderDetailSource } from "../routes/order-detail/OrderDetailScreen"
import { CustomerLayout } from "./layout/CustomerLayout"
import { RouteErrorBoundary } from "./RouteErrorBoundary"
import { staffRoutes } from "./staff-routes"

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

const routesWith = ({ OrderScreen, OrderDetailScreen, LoyaltyScreen }: FirstScreens) => [
  ...staffRoutes,
  {
    element: (
      <RouteErrorBoundary>
        <CustomerLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <OrderScreen /> },
      { path: "order", element: <OrderScreen /> },
      { path: "order/:orderNumber", element: <OrderDetailScreen source="menu" /> },
      { path: "loyalty", element: <LoyaltyScreen /> },
      { path: "*", element: <NotFoundScreen /> }
    ]
  }
]

/** The screen for the current address; render inside a router. */
export function AppRoutes({ screens = LAZY_SCREENS }: { readonly screens?: FirstScreens }) {
  const routes = useMemo(() => routesWith(screens), [screens])
  return useRoutes(routes)
}
