import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { Providers } from "./app/Providers"
import { AppRoutes } from "./app/routes"
import "./styles/index.css"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
)

if (root.firstElementChild) {
  // The server drew the screen (src/entry-server.tsx). Hydrating it as a transition lets React
  // work in slices of a few milliseconds, so a slow phone never stops answering a tap meanwhile.
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  createRoot(root).render(app)
}
