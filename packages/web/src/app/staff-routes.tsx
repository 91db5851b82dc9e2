import { lazy, type ReactNode, Suspense } from "react"
import type { RouteObject } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import { RouteError } from "./RouteError"

// Staff screens are separate chunks, so the customer's `/` never downloads their code or styles.
const StaffLayout = lazy(() =>
  import("./layout/StaffLayout").then((module) => ({ default: module.StaffLayout }))
)
const LoginScreen = lazy(() => import("../routes/staff/login/LoginScreen"))
const DashboardScreen = lazy(() => import("../routes/staff/dashboard/DashboardScreen"))
const ClosedOrdersScreen = lazy(() => import("../routes/staff/closed-orders/ClosedOrdersScreen"))
const StaffOrderScreen = lazy(() => import("../routes/staff/order-detail/StaffOrderScreen"))
const AdminScreen = lazy(() => import("../routes/staff/admin/AdminScreen"))
const MenuEditorScreen = lazy(() => import("../routes/staff/menu-editor/MenuEditorScreen"))
const GolfCartTrackingScreen = lazy(() => import("../routes/staff/golf-cart-tracking/GolfCartTrackingScreen"))
const NotificationsScreen = lazy(() => import("../routes/staff/notifications/NotificationsScreen"))
const LogoViewerScreen = lazy(() => import("../routes/staff/logo-viewer/LogoViewerScreen"))

const Loading = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
)

/** Sign-in, then every staff screen behind the StaffLayout's sign-in check. */
export const staffRoutes: Array<RouteObject> = [
  {
    path: "login",
    errorElement: <RouteError />,
    element: (
      <Loading>
        <LoginScreen />
      </Loading>
    )
  },
  {
    errorElement: <RouteError />,
    element: (
      <Loading>
        <StaffLayout />
      </Loading>
    ),
    children: [
      { path: "dashboard", element: <DashboardScreen /> },
      { path: "dashboard/order/:orderNumber", element: <StaffOrderScreen /> },
      { path: "closed-orders", element: <ClosedOrdersScreen /> },
      { path: "admin", element: <AdminScreen /> },
      { path: "menu-editor", element: <MenuEditorScreen /> },
      { path: "golf-cart-tracking", element: <GolfCartTrackingScreen /> },
      { path: "notifications", element: <NotificationsScreen /> },
      { path: "logo-viewer", element: <LogoViewerScreen /> }
    ]
  }
]
