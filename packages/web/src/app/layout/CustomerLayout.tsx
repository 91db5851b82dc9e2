import { Suspense, useEffect } from "react"
import { Outlet } from "react-router-dom"
import { prefetchToasterWhenIdle } from "../../components/LazyToaster"
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
          <ToasterAfterScreen />
        </Suspense>
      </main>
      <SiteFooter />
    </Suspense>
  )
}

/** Mounted with the screen (in its Suspense boundary), so it runs once the screen is shown. */
function ToasterAfterScreen() {
  useEffect(prefetchToasterWhenIdle, [])
  return null
}
