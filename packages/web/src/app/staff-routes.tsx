import { type ComponentType, lazy, type ReactNode, Suspense } from "react"
import { type RouteObject, useOutletContext } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import { RouteErrorBoundary } from "./RouteErrorBoundary"

// Staff code and styles are separate chunks, so the customer's `/` never downloads them.
const StaffLayout = lazy(() =>
  import("./layout/StaffLayout").then((module) => ({ default: module.StaffLayout }))
)
const LoginScreen = lazy(() => import("../routes/staff/login/LoginScreen"))

/**
 * The staff screens' paths: only these ship with the customer's `/`. The staff screens' table
 * (layout/staff-screens.ts: each path's screen, navigation label and group, and permission) is
 * in the staff chunk, keyed by these paths so none can be missing or extra; it keeps the screens'
 * dynamic imports, the lists of files each one preloads, and the navigation's words out of
 * every customer's first download.
 */
const STAFF_SCREEN_PATHS = [
  "dashboard",
  "dashboard/new-order",
  "dashboard/order/:orderNumber",
  "closed-orders",
  "admin",
  "menu-editor",
  "rewards",
  "members",
  "house-charges",
  "reports",
  "golf-cart-tracking",
  "notifications",
  "logo-viewer",
  "staff-accounts",
  "printers",
  "account"
] as const
export type StaffScreenPath = (typeof STAFF_SCREEN_PATHS)[number]

/** What the StaffLayout passes to its <Outlet />: the screen component for each path. */
export type StaffScreens = Readonly<Record<StaffScreenPath, ComponentType>>

function StaffScreen({ path }: { readonly path: StaffScreenPath }) {
  const Screen = useOutletContext<StaffScreens>()[path]
  return <Screen />
}

const Loading = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
)

/** Sign-in, then every staff screen behind the StaffLayout's sign-in check. */
export const staffRoutes: Array<RouteObject> = [
  {
    path: "login",
    element: (
      <RouteErrorBoundary>
        <Loading>
          <LoginScreen />
        </Loading>
      </RouteErrorBoundary>
    )
  },
  {
    element: (
      <RouteErrorBoundary>
        <Loading>
          <StaffLayout />
        </Loading>
      </RouteErrorBoundary>
    ),
    children: STAFF_SCREEN_PATHS.map((path) => ({ path, element: <StaffScreen path={path} /> }))
  }
]
