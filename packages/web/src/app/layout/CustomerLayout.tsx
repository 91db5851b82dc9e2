import { Suspense } from "react"
import { Outlet } from "react-router-dom"
import { PageLoading } from "../../components/PageLoading"
import { SiteFooter } from "./SiteFooter"
import { SiteHeader } from "./SiteHeader"
import { TabBar } from "./TabBar"

/** The customer shell: header, the "Order Online" tab bar, the screen, the footer. */
export function CustomerLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <TabBar />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </Suspense>
  )
}
