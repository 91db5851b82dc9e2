import { lazy } from "react"
import { createBrowserRouter } from "react-router-dom"
import { CustomerLayout } from "./layout/CustomerLayout"
import { RouteError } from "./RouteError"
import { staffRoutes } from "./staff-routes"

// Each screen is its own chunk, so `/` never downloads another screen's code.
const OrderScreen = lazy(() => import("../routes/order/OrderScreen"))
const OrderDetailScreen = lazy(() => import("../routes/order-detail/OrderDetailScreen"))
const LoyaltyScreen = lazy(() => import("../routes/loyalty/LoyaltyScreen"))
const NotFoundScreen = lazy(() => import("../routes/not-found/NotFoundScreen"))

export const router = createBrowserRouter([
  ...staffRoutes,
  {
    element: <CustomerLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <OrderScreen /> },
      { path: "order", element: <OrderScreen /> },
      { path: "order/:orderNumber", element: <OrderDetailScreen source="menu" /> },
      { path: "loyalty", element: <LoyaltyScreen /> },
      { path: "*", element: <NotFoundScreen /> }
    ]
  }
])
