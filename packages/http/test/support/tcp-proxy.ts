import { createServer, type Server, Socket } from "node:net"

/**
 * A TCP proxy to `target` on a free port of 127.0.0.1 that a test can cut (`close`: the port
 * refuses and open connections drop, as when the database goes away) and open again on the same
 * port (`open`), without touching the real server behind it.
 */
export const startTcpProxy = async (target: { readonly host: string; readonly port: number }) => {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = new Socket()
        sockets.add(client).add(upstream)
        upstream.connect(target.port, target.host)
        client.pipe(upstream).pipe(client)
        for (const socket of [client, upstream]) {
          socket.on("error", () => undefined)
          socket.on("close", () => {
            sockets.delete(socket)
            client.destroy()
            upstream.destroy()
          })
        }
      })
      listening.once("error", reject)
      listening.listen(port, "127.0.0.1", () => {
        const address = listening.address()
        if (typeof address === "object" && address !== null) port = address.port
        server = listening
        resolve()
      })
    })
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (server === undefined) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  await open()
  return { port, open, close }
}
