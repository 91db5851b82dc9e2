import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from "react"
import { type RouteObject, useOutletContext, useRoutes } from "react-router-dom"
import { PageLoading } from "../components/PageLoading"
import { RouteErrorBoundary } from "./RouteErrorBoundary"
import { STAFF_SCREEN_PATHS, type StaffScreenPath } from "./staff-screen-paths"

// This module is the chunk of every address that is not a customer's screen (routes.tsx), and
// staff code and styles are further chunks: the customer's `/` downloads none of them.
const StaffLayout = lazy(() =>
  import("./layout/StaffLayout").then((module) => ({ default: module.StaffLayout }))
)
const LoginScreen = lazy(() => import("../routes/staff/login/LoginScreen"))
// The beverage cart's phone register: a screen of its own, without the staff navigation, that
// opens offline (routes/staff/bev-cart).
const BevCartScreen = lazy(() => import("../routes/staff/bev-cart/BevCartScreen"))

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
  ...["bev-cart", "bev-cart/:slug"].map((path) => ({
    path,
    element: (
      <RouteErrorBoundary>
        <Loading>
          <BevCartScreen />
        </Loading>
      </RouteErrorBoundary>
    )
  })),
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
