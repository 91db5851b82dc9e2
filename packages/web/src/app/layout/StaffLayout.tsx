import { permissionDeniedMessage, roleMay, type StaffPermission } from "@grill/core"
import type { StaffUser } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { LogOut } from "lucide-react"
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router-dom"
import { currentStaffQuery, isSignedOutError, STAFF_QUERY_ROOT, signOut } from "../../api/staff/auth"
import { prefetchToasterWhenIdle } from "../../components/LazyToaster"
import { PageLoading } from "../../components/PageLoading"
import { showToast } from "../../components/toast-store"
import { LoadError } from "../../routes/staff/shared/ListMessage"
import { StaffBrand } from "../../routes/staff/shared/StaffBrand"
import { signInPath } from "../../routes/staff/shared/sign-in-path"
import { useSignedOutRedirect } from "../../routes/staff/shared/use-signed-out-redirect"
import { LiveIndicator } from "../live/LiveIndicator"
import { useStaffEvents } from "../live/use-staff-events"
import "../../routes/staff/shared/staff.css"
import type { StaffScreens } from "../staff-routes"

/** Each screen is its own chunk, loaded when first shown; the routes (staff-routes) pick from this map. */
const STAFF_SCREENS: StaffScreens = {
  dashboard: lazy(() => import("../../routes/staff/dashboard/DashboardScreen")),
  "dashboard/new-order": lazy(() => import("../staff-new-order-page")),
  "dashboard/order/:orderNumber": lazy(() => import("../staff-order-page")),
  "closed-orders": lazy(() => import("../../routes/staff/closed-orders/ClosedOrdersScreen")),
  admin: lazy(() => import("../../routes/staff/admin/AdminScreen")),
  "menu-editor": lazy(() => import("../../routes/staff/menu-editor/MenuEditorScreen")),
  rewards: lazy(() => import("../../routes/staff/rewards/RewardsScreen")),
  members: lazy(() => import("../../routes/staff/members/MembersScreen")),
  "house-charges": lazy(() => import("../../routes/staff/house-charges/HouseChargesScreen")),
  reports: lazy(() => import("../../routes/staff/reports/ReportsScreen")),
  "golf-cart-tracking": lazy(() => import("../../routes/staff/golf-cart-tracking/GolfCartTrackingScreen")),
  notifications: lazy(() => import("../../routes/staff/notifications/NotificationsScreen")),
  "logo-viewer": lazy(() => import("../../routes/staff/logo-viewer/LogoViewerScreen")),
  "staff-accounts": lazy(() => import("../../routes/staff/accounts/StaffAccountsScreen")),
  account: lazy(() => import("../../routes/staff/account/OwnAccountScreen"))
}

/** The permission (core `roleMay`) a screen needs; the others are the kitchen's, open to every role. */
const SCREEN_PERMISSIONS: Partial<Record<string, StaffPermission>> = {
  "/menu-editor": "menu",
  "/house-charges": "menu",
  "/members": "settings",
  "/reports": "menu",
  "/staff-accounts": "settings"
}

const STAFF_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/dashboard/new-order", label: "New Order" },
  { to: "/closed-orders", label: "Closed Orders" },
  { to: "/golf-cart-tracking", label: "Golf Carts" },
  { to: "/admin", label: "Admin" },
  { to: "/menu-editor", label: "Menu Editor" },
  { to: "/rewards", label: "Rewards" },
  { to: "/members", label: "Members" },
  { to: "/house-charges", label: "House Charges" },
  { to: "/reports", label: "Reports" },
  { to: "/notifications", label: "Notifications" },
  { to: "/logo-viewer", label: "Logo Viewer" },
  { to: "/staff-accounts", label: "Staff Accounts" },
  { to: "/account", label: "Your Account" }
] as const

/**
 * The link of the screen shown: the one whose path is the longest start of the address, so an
 * order's page (/dashboard/order/…) is the Dashboard's, and New Order (/dashboard/new-order) its own.
 */
const currentLink = (pathname: string): string | undefined =>
  STAFF_LINKS.map((link) => link.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0]

const mayOpen = (user: StaffUser, path: string) => {
  const permission = SCREEN_PERMISSIONS[path]
  return permission === undefined || roleMay(user.role, permission)
}

function SignOutButton() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const leave = async () => {
    setBusy(true)
    try {
      await signOut()
      // Nothing a signed-in screen loaded (orders, addresses) stays in memory for the next person.
      queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT] })
      navigate("/login", { replace: true })
    } catch {
      setBusy(false)
      showToast({ title: "Sign out failed", description: "Please try again.", variant: "destructive" })
    }
  }
  return (
    <button type="button" className="staff-header__sign-out" onClick={leave} disabled={busy}>
      <LogOut aria-hidden size={18} />
      Sign Out
    </button>
  )
}

/** On a phone the links scroll sideways: keep the current screen's link in view. */
function useCurrentLinkInView() {
  const nav = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link (aria-current) changes with the path
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" })
  }, [pathname])
  return nav
}

function StaffHeader({ user }: { readonly user: StaffUser }) {
  const nav = useCurrentLinkInView()
  const current = currentLink(useLocation().pathname)
  return (
    <header className="staff-header">
      <div className="staff-header__bar">
        <StaffBrand />
        <div className="staff-header__session">
          <LiveIndicator />
          <span className="staff-header__user">
            Signed in as{" "}
            <Link to="/account" className="staff-header__account" title="Your account and password">
              <strong>{user.username}</strong>
            </Link>
          </span>
          <SignOutButton />
        </div>
      </div>
      <nav aria-label="Staff" className="staff-nav" ref={nav}>
        {STAFF_LINKS.filter((link) => mayOpen(user, link.to)).map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="staff-nav__link"
            aria-current={link.to === current ? "page" : undefined}
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  )
}

/** A screen typed in by someone whose role cannot use it: say so, rather than fail on every click. */
function NotForYourRole({ permission }: { readonly permission: StaffPermission }) {
  return (
    <div className="list-message" role="alert">
      <p className="list-message__title">{permissionDeniedMessage(permission)}</p>
      <p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
    </div>
  )
}

/** Checks the session, then shows the staff header, navigation and the screen. */
function SignedInStaff() {
  const location = useLocation()
  const staff = useQuery(currentStaffQuery)
  useSignedOutRedirect()
  useStaffEvents()

  if (staff.isPending) return <PageLoading label="Checking sign-in..." />
  if (staff.isError) {
    if (isSignedOutError(staff.error)) return <Navigate to={signInPath(location)} replace />
    return (
      <main id="main" className="page">
        <LoadError title="Could not check your sign-in" onRetry={() => void staff.refetch()} />
      </main>
    )
  }
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <StaffHeader user={staff.data} />
      <main id="main" className="page staff-page" tabIndex={-1}>
        {mayOpen(staff.data, location.pathname) ? (
          <Suspense fallback={<PageLoading />}>
            <Outlet context={STAFF_SCREENS} />
          </Suspense>
        ) : (
          <NotForYourRole permission={SCREEN_PERMISSIONS[location.pathname] ?? "settings"} />
        )}
      </main>
    </>
  )
}

/** The shell of every staff screen; a signed-out visitor is sent to /login and brought back after. */
export function StaffLayout() {
  // Staff toasts often (saves, status changes): the toaster's chunk comes once the browser is idle.
  useEffect(prefetchToasterWhenIdle, [])
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInStaff />
    </Suspense>
  )
}
