import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [react()],
  // Workspace packages export their TypeScript sources under the "source" condition,
  // so the app bundles @grill/core and @grill/http without building them first.
  resolve: { conditions: ["source", "browser", "module", "import", "default"] },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: { target: "es2022", sourcemap: true }
})
