import { permissionDeniedMessage, roleMay, type StaffPermission } from "@grill/core"
import type { StaffUser } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { LogOut } from "lucide-react"
import { type ReactNode, Suspense, useEffect, useId, useState } from "react"
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
import { StaffMenuButton, StaffNav, useStaffNavToggle } from "./StaffNav"
import { screenComponents, staffScreenAt } from "./staff-screens"

/** Whether this person's role may open the screen at this address (the one table's permission). */
const mayOpen = (user: StaffUser, pathname: string) => {
  const permission = staffScreenAt(pathname)?.permission
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

function StaffHeader({ user, menu }: { readonly user: StaffUser; readonly menu: ReactNode }) {
  return (
    <header className="staff-header">
      <div className="staff-header__bar">
        {menu}
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
  const nav = useStaffNavToggle()
  const navId = useId()

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
      <StaffHeader
        user={staff.data}
        menu={<StaffMenuButton open={nav.open} controls={navId} onToggle={nav.toggle} />}
      />
      <div className="staff-shell">
        <StaffNav id={navId} user={staff.data} open={nav.open} onClose={nav.close} />
        <main id="main" className="page staff-page" tabIndex={-1}>
          {mayOpen(staff.data, location.pathname) ? (
            <Suspense fallback={<PageLoading />}>
              <Outlet context={screenComponents} />
            </Suspense>
          ) : (
            <NotForYourRole permission={staffScreenAt(location.pathname)?.permission ?? "settings"} />
          )}
        </main>
      </div>
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
