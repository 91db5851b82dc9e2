import { Suspense, useEffect } from "react"
import { Outlet } from "react-router-dom"
import { prefetchToasterWhenIdle } from "../../components/LazyToaster"
import { PageLoading } from "../../components/PageLoading"
import { replayEarlyTaps } from "../early-taps"
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
          <EarlyTapsAfterScreen />
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

/** Mounted with the screen, so the taps held before the app ran reach a screen that answers them. */
function EarlyTapsAfterScreen() {
  useEffect(replayEarlyTaps, [])
  return null
}
