import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from "react"
import { type RouteObject, useOutletContext, useRoutes } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import { RouteErrorBoundary } from "./RouteErrorBoundary"

// This module is the chunk of every address that is not a customer's screen (routes.tsx), and
// staff code and styles are further chunks: the customer's `/` downloads none of them.
const StaffLayout = lazy(() =>
  import("./layout/StaffLayout").then((module) => ({ default: module.StaffLayout }))
)
const LoginScreen = lazy(() => import("../routes/staff/login/LoginScreen"))

/**
 * The staff screens' paths. The staff screens' table (layout/staff-screens.ts: each path's
 * screen, navigation label and group, and permission) is in the staff layout's chunk, keyed by
 * these paths so none can be missing or extra; it keeps the screens' dynamic imports, the lists of
 * files each one preloads, and the navigation's words out of a sign-in page's download.
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
const staffRoutes: Array<RouteObject> = [
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

/**
 * The screen for an address that is not a customer's screen (routes.tsx's catch-all): a staff
 * screen, else `notFound`, passed in so the customer's shell stays in the customer's chunk.
 */
export default function StaffRoutes({ notFound }: { readonly notFound: RouteObject }) {
  const routes = useMemo(() => [...staffRoutes, notFound], [notFound])
  return useRoutes(routes)
}
