import { lazy } from "react"
import { useRoutes } from "react-router-dom"
import { CustomerLayout } from "./layout/CustomerLayout"
import { RouteErrorBoundary } from "./RouteErrorBoundary"
import { staffRoutes } from "./staff-routes"

// Each screen is its own chunk, so `/` never downloads another screen's code.
const OrderScreen = lazy(() => import("../routes/order/OrderScreen"))
const OrderDetailScreen = lazy(() => import("../routes/order-detail/OrderDetailScreen"))
const LoyaltyScreen = lazy(() => import("../routes/loyalty/LoyaltyScreen"))
const NotFoundScreen = lazy(() => import("../routes/not-found/NotFoundScreen"))

const ROUTES = [
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

/** The screen for the current address; render inside a <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(ROUTES)
}
