import { lazy, type ReactNode, Suspense } from "react"
import type { RouteObject } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import { RouteError } from "./RouteError"

// Staff code and styles are separate chunks, so the customer's `/` never downloads them.
const StaffLayout = lazy(() =>
  import("./layout/StaffLayout").then((module) => ({ default: module.StaffLayout }))
)
const LoginScreen = lazy(() => import("../routes/staff/login/LoginScreen"))

/**
 * The staff screens' paths. Only this list ships with the customer's `/`: the StaffLayout chunk
 * maps each path to its screen's own lazy chunk (STAFF_SCREENS there), which keeps eight more
 * dynamic imports, and the lists of files each one preloads, out of every customer's first download.
 */
export const STAFF_SCREEN_PATHS = [
  "dashboard",
  "dashboard/order/:orderNumber",
  "closed-orders",
  "admin",
  "menu-editor",
  "golf-cart-tracking",
  "notifications",
  "logo-viewer"
] as const
export type StaffScreenPath = (typeof STAFF_SCREEN_PATHS)[number]

/** Route `handle` of a staff screen, read by the StaffLayout to pick the screen to show. */
export interface StaffScreenHandle {
  readonly staffScreen: StaffScreenPath
}

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
    children: STAFF_SCREEN_PATHS.map((path) => ({
      path,
      handle: { staffScreen: path } satisfies StaffScreenHandle
    }))
  }
]
