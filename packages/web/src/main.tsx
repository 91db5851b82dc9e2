import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { Providers } from "./app/Providers"
import { AppRoutes } from "./app/routes"
import "./styles/index.css"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
)
