import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"

const STARTING_BODY = JSON.stringify({
  _tag: "ServiceUnavailable",
  message: "The grill is starting up. Please try again in a moment."
})

/**
 * The Node server the app runs on. It listens before the application is built (migrations, demo
 * data, the first admin), and a connection accepted then used to wait with no answer; until the
 * app's own handler is attached, every request now gets a 503 with Retry-After at once.
 * `ready` removes the stand-in once the app serves.
 */
export const createStartingServer = (create: () => Server = createServer) => {
  const server = create()
  const whileStarting = (_request: IncomingMessage, response: ServerResponse) => {
    // Listeners run in the order they were added: once the app's handler is there, it answers.
    if (server.listenerCount("request") > 1) return
    response.writeHead(503, {
      "content-type": "application/json",
      "retry-after": "1",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff"
    })
    response.end(STARTING_BODY)
  }
  server.on("request", whileStarting)
  return { server, ready: () => void server.off("request", whileStarting) }
}
