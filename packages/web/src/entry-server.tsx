// The server's renderer of the customer's first screens (packages/http/src/site/page-renderer.ts loads
// the build of this file): the page's HTML comes with the screen already drawn from its boot data,
// so a phone paints the menu before any script arrives, and the app then hydrates that HTML.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { StaticRouter } from "react-router-dom"
import { type BootData, withBootData } from "./app/boot-data"
import { Providers } from "./app/Providers"
import { AppRoutes, type FirstScreens } from "./app/routes"
import LoyaltyScreen from "./routes/loyalty/LoyaltyScreen"
import { loadCategoryTabs } from "./routes/order/MenuCategoryTabs"
import OrderScreen from "./routes/order/OrderScreen"
import OrderDetailScreen from "./routes/order-detail/OrderDetailScreen"

// Imported, not lazy: a server render cannot wait for a chunk.
const SCREENS: FirstScreens = { OrderScreen, OrderDetailScreen, LoyaltyScreen }
// The menu's category tabs are a chunk of the browser's; loaded here once, before any render.
await loadCategoryTabs()

/** The HTML inside #root of the page at `url`, drawn as the browser's first render draws it. */
export const renderPage = (url: string, data: BootData): string =>
  withBootData(data, () =>
    renderToString(
      <StrictMode>
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes screens={SCREENS} />
          </StaticRouter>
        </Providers>
      </StrictMode>
    )
  )
