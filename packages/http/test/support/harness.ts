import type { StaffRole } from "@grill/core"
import { afterAll, beforeAll } from "vitest"
import { cookieEntry } from "./cookie-jar.js"
import { caller } from "./http.js"
import { signInAs, staffCookie, startTestServer, type TestServer } from "./test-server.js"
import { type Browser, type BrowserOptions, type TestClient, typedClient } from "./typed-client.js"

type StartOptions = NonNullable<Parameters<typeof startTestServer>[0]>

/**
 * A customer's app keeping no cookies, and the seeded admin (signed in on its first call), on the
 * server at `url`: for a second server a test starts itself.
 */
export const clientsOf = (url: string): { client: TestClient; admin: TestClient } => ({
  client: typedClient(url, { keepCookies: false }),
  admin: typedClient(url, { session: () => staffCookie(url).then(cookieEntry) })
})

/** A client that can be taken at the top of a file and is made when first used in a test. */
const whenStarted = (make: () => TestClient): TestClient =>
  new Proxy({} as TestClient, { get: (_, group) => Reflect.get(make(), group) })

/**
 * The API suite's one set-up: a test server for the file (its own database), started before the
 * file's tests and thrown away after them. Tests call it through the typed client derived from
 * GrillApi (see typed-client.ts): `client` as a customer's app, `admin` signed in as the seeded
 * admin, `staffAs(role)` a new account of a role, `browser()` one that keeps its cookies,
 * `proveOn(browser, phone)` proves a phone there with its texted code (`provenPhone(phone)`: on a new
 * browser), `restart()` starts the server again on its database. `call` and `staff` send
 * raw JSON, for the tests of bad input and of the wire itself.
 * `options` may be a function, run when the server starts, for what is made then (a controlled
 * clock, a web build). The staff session is opened on the first staff call, so a file that never
 * signs in (sign-in limits, throttling) sees no sign-in it did not make.
 */
export const useTestServer = (options: StartOptions | (() => StartOptions | Promise<StartOptions>) = {}) => {
  let current: TestServer | undefined
  let session: Promise<string> | undefined
  let texts: Array<{ to: string; body: string }> = []
  let clients: { client: TestClient; admin: TestClient } | undefined
  let chosen: StartOptions = {}
  const start = async (database?: TestServer["database"]) => {
    current = await startTestServer({
      ...chosen,
      sms: texts,
      ...(database === undefined ? {} : { database })
    })
    session = undefined
    clients = undefined
  }
  beforeAll(async () => {
    chosen = typeof options === "function" ? await options() : options
    texts = chosen.sms ?? []
    await start()
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
  /** Stops the server as a shutdown would and starts it again on the same database; the clients follow it. */
  const restart = async () => {
    const { database } = started()
    await started().stop()
    await start(database)
  }
  const call: ReturnType<typeof caller> = (...args) => caller(started().url)(...args)
  /** The seeded admin's session cookie, for what is not a JSON call (an event stream). */
  const adminCookie = (): Promise<string> => {
    session ??= staffCookie(started().url)
    return session
  }
  const staff: ReturnType<typeof caller> = async (...args) =>
    caller(started().url, { cookie: await adminCookie() })(...args)

  const made = () => {
    const url = started().url
    clients ??= clientsOf(url)
    return clients
  }
  const browser = (browserOptions: BrowserOptions = {}): Browser => typedClient(started().url, browserOptions)
  /** A browser signed in as `username`. */
  const signIn = async (username: string, password: string): Promise<Browser> =>
    browser({ cookies: cookieEntry(await signInAs(started().url, username, password)) })
  let accounts = 0
  /** A browser signed in as a new staff account of `role`, made by the admin, with its name and password. */
  const staffAs = async (role: StaffRole) => {
    accounts += 1
    const username = `${role}-${accounts}`
    const password = `${role}-password-${accounts}`
    await made().admin.staffUsers.create({ payload: { username, password, role } })
    return Object.assign(await signIn(username, password), { username, password })
  }
  /** The codes texted to `phone`, oldest first. */
  const codesTo = (phone: string): Array<string> =>
    texts.filter((text) => text.to === phone).flatMap((text) => text.body.match(/\b(\d{6})\b/)?.[1] ?? [])
  /** Asks for a code on `on` and types in the one the phone received, as its owner does (the answer sets the proof's cookie). */
  const proveOn = async (on: Browser, phone: string) => {
    await on.loyalty.requestCode({ payload: { phone } })
    return on.loyalty.confirmCode({ payload: { phone, code: codesTo(phone).at(-1) ?? "" } }).answer()
  }
  /** A new browser that has proved `phone` with the code texted to it. */
  const provenPhone = async (phone: string): Promise<Browser> => {
    const on = browser()
    await proveOn(on, phone)
    return on
  }
  return {
    server,
    restart,
    call,
    staff,
    adminCookie,
    /** A customer's app: the typed client, keeping no cookies. */
    client: whenStarted(() => made().client),
    /** Signed in as the seeded admin (on its first call). */
    admin: whenStarted(() => made().admin),
    browser,
    signIn,
    staffAs,
    codesTo,
    proveOn,
    provenPhone
  }
}

/**
 * A second server on the database of a file's test server (`first`, from useTestServer), as a
 * second node behind a load balancer: started after it, stopped before it, its data left to it.
 */
export const useSecondNode = (first: { readonly server: TestServer }) => {
  let node: TestServer | undefined
  let clients: { client: TestClient; admin: TestClient } | undefined
  beforeAll(async () => {
    node = await startTestServer({ database: first.server.database })
  })
  afterAll(() => node?.stop())
  const url = () => {
    if (node === undefined)
      throw new Error("The second node starts in beforeAll: use it inside a test or hook")
    return node.url
  }
  const made = () => {
    clients ??= clientsOf(url())
    return clients
  }
  return {
    get url() {
      return url()
    },
    client: whenStarted(() => made().client),
    admin: whenStarted(() => made().admin)
  }
}
