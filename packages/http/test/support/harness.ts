import { afterAll, beforeAll } from "vitest"
import { caller } from "./http.js"
import { staffCookie, startTestServer, type TestServer } from "./test-server.js"

type StartOptions = NonNullable<Parameters<typeof startTestServer>[0]>

/**
 * The API suite's one set-up: a test server for the file (its own database), started before the
 * file's tests and thrown away after them, with a public caller and one signed in as `admin`.
 * `options` may be a function, run when the server starts, for what is made then (a controlled
 * clock, a web build). The staff session is opened on the first staff call, so a file that never
 * signs in (sign-in limits, throttling) sees no sign-in it did not make.
 */
export const useTestServer = (options: StartOptions | (() => StartOptions | Promise<StartOptions>) = {}) => {
  let current: TestServer | undefined
  let signedIn: Promise<ReturnType<typeof caller>> | undefined
  beforeAll(async () => {
    current = await startTestServer(typeof options === "function" ? await options() : options)
    signedIn = undefined
  })
  afterAll(() => current?.close())

  const started = (): TestServer => {
    if (current === undefined)
      throw new Error("The test server starts in beforeAll: use it inside a test or hook")
    return current
  }
  /** The file's server, read when a test runs (it starts after the file is loaded). */
  const server: TestServer = {
    get url() {
      return started().url
    },
    get database() {
      return started().database
    },
    stop: () => started().stop(),
    close: () => started().close()
  }
  const call: ReturnType<typeof caller> = (...args) => caller(started().url)(...args)
  const staff: ReturnType<typeof caller> = async (...args) => {
    signedIn ??= staffCookie(started().url).then((cookie) => caller(started().url, { cookie }))
    return (await signedIn)(...args)
  }
  return { server, call, staff }
}
