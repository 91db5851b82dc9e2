import { Config } from "effect"

/**
 * GRILL_SERVE_SOURCE_MAPS=true serves the build's source maps (for debugging a deployment). Off by
 * default: they carry the whole source of every screen, the staff screens' included.
 */
export const serveSourceMapsConfig = Config.boolean("GRILL_SERVE_SOURCE_MAPS").pipe(Config.withDefault(false))

const SOURCE_MAP = /\.map(\.(br|gz))?$/i

/**
 * Files of the build that are for the server and tools, not browsers: anything under a dot folder
 * (Vite's `.vite/manifest.json`, which the server reads from disk) and, unless allowed, source maps.
 */
export const isPrivateBuildFile = (pathname: string, serveSourceMaps: boolean): boolean =>
  pathname.split("/").some((segment) => segment.startsWith(".")) ||
  (!serveSourceMaps && SOURCE_MAP.test(pathname))
