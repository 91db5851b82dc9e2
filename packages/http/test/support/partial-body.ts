import { type IncomingHttpHeaders, request } from "node:http"

export interface PartialBodyAnswer {
  readonly status: number
  readonly body: string
  readonly headers: IncomingHttpHeaders
}

/**
 * POSTs the head of a request and only `firstBytes` of its body, never the rest, and resolves with
 * the answer: a server that read bodies whole before deciding would never answer.
 */
export const postPartly = (url: string, headers: Record<string, string>, firstBytes: string) =>
  new Promise<PartialBodyAnswer>((resolve, reject) => {
    const outgoing = request(url, { method: "POST", headers }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk) => {
        body += chunk
      })
      response.on("end", () => {
        // The rest of the body is never sent: drop the connection so the server can shut down.
        outgoing.destroy()
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers })
      })
    })
    outgoing.on("error", reject)
    outgoing.write(firstBytes)
  })
