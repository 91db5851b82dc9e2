import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

export interface TwilioRequest {
  readonly method: string
  readonly path: string
  readonly auth: string
  readonly type: string
  readonly form: Record<string, string>
}

/**
 * A local stand-in for Twilio's Messages API, reached by the SDK through GRILL_SMS_API_BASE:
 * records each request and answers as Twilio does (201 and the message; `failWith` a status
 * makes it refuse with Twilio's error body instead).
 */
export const startTwilioStandIn = async () => {
  const received: Array<TwilioRequest> = []
  let failWith: number | undefined
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = ""
    for await (const chunk of request) body += chunk
    const form = Object.fromEntries(new URLSearchParams(body))
    received.push({
      method: request.method ?? "",
      path: request.url ?? "",
      auth: request.headers.authorization ?? "",
      type: request.headers["content-type"] ?? "",
      form
    })
    if (failWith !== undefined) {
      response
        .writeHead(failWith, { "content-type": "application/json" })
        .end(JSON.stringify({ code: 20500, message: "Internal Server Error", status: failWith }))
      return
    }
    response.writeHead(201, { "content-type": "application/json" }).end(
      JSON.stringify({
        sid: `SM${received.length}`,
        status: "queued",
        to: form.To,
        from: form.From,
        body: form.Body
      })
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The messages sent, oldest first. */
    messages: () => received.filter((request) => request.path.endsWith("/Messages.json")),
    received,
    failWith: (status: number | undefined) => {
      failWith = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
