import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { compression } from "vite-plugin-compression2"
import { VitePWA } from "vite-plugin-pwa"
import { initialJsBudget } from "./scripts/initial-js.js"

// React Router's package exports only its development build, whose warnings stay switched on in a
// production bundle; its production build is the same code with them off, which the bundler then
// drops. (The server's renderer leaves React Router to Node.)
const reactRouterProduction = fileURLToPath(
  new URL("dist/production/index.mjs", import.meta.resolve("react-router/package.json"))
)

// The budget is the benchmarks' goal, so the build and `npm run bench` hold the same line.
const goals = JSON.parse(readFileSync(new URL("../../bench/goals.json", import.meta.url), "utf8"))

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    initialJsBudget({ budgetKiB: goals.initialJsGzipKiB }),
    // The beverage cart's offline worker (service-worker/bev-cart-sw.ts), given the list of the
    // build's scripts and styles to keep. It registers itself from the cart screen only, and the
    // cart's install manifest is a file of its own (public/bev-cart.webmanifest): nothing here
    // touches the other pages.
    isSsrBuild
      ? undefined
      : VitePWA({
          strategies: "injectManifest",
          srcDir: "service-worker",
          filename: "bev-cart-sw.ts",
          injectRegister: false,
          manifest: false,
          injectManifest: { globPatterns: ["assets/*.{js,css,svg,woff2}"], minify: true }
        }),
    // Brotli and gzip siblings of every text asset, made once at build time at the highest levels;
    // the server sends whichever the browser accepts (packages/http/src/platform/compression.ts).
    isSsrBuild
      ? undefined
      : compression({
          algorithms: ["brotliCompress", "gzip"],
          include: /\.(js|css|html|svg|json|webmanifest)$/,
          exclude: /\.map$/,
          // Every file, however small: a phone fetches a score of small shared chunks before the
          // menu, and made once at build time a compressed copy costs nothing per request. A copy
          // that would be no smaller is not written, and the file goes out as it is.
          threshold: 0,
          skipIfLargerOrEqual: true
        })
  ],
  // Workspace packages export their TypeScript sources under the "grill-source" condition, so the
  // app bundles @grill/core and @grill/http without building them first. (Named for this repo:
  // other packages ship a "source" condition of their own, pointing at sources we do not compile.)
  resolve: {
    conditions: ["grill-source", "browser", "module", "import", "default"],
    alias: isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]
  },
  // The server's renderer (src/entry-server.tsx, built with --ssr into dist-ssr/) bundles the app's
  // own sources the same way and leaves React and the other packages to Node, except the icons:
  // Node would load all of lucide-react's 1,600 (0.1 s and a megabyte of the server's memory) for
  // the few the screens draw, which the bundle keeps alone.
  ssr: {
    noExternal: ["lucide-react"],
    resolve: { conditions: ["grill-source", "module", "node", "import", "default"] }
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
  // The manifest tells the server which chunks each screen needs, to preload them with the page.
  build: { target: "es2022", sourcemap: true, manifest: !isSsrBuild, copyPublicDir: !isSsrBuild }
}))
