import { networkInterfaces } from "node:os"

/** This machine's IPv4 addresses other people on the network can reach it at. */
export const lanAddresses = (): Array<string> =>
  Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === "IPv4" && !entry.internal)
    .map((entry) => entry.address)

/**
 * The one line start-up prints: the URL(s) the server answers on and where staff sign in. Bound
 * to every interface it says localhost and the machine's network addresses (what a phone on the
 * same network types), never the 127.0.0.1 it does not only listen on.
 */
export const listeningLine = (hostname: string, port: number, lan: ReadonlyArray<string>): string => {
  const everywhere = hostname === "0.0.0.0" || hostname === "::"
  const main = `http://${everywhere ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`
  const others = everywhere ? lan.map((address) => `http://${address}:${port}`) : []
  const also = others.length > 0 ? ` (also ${others.join(", ")})` : ""
  return `Clubhouse Grill listening on ${main}${also} · staff sign in at ${main}/login · API docs at ${main}/api/docs`
}
