import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpApiClient from "@effect/platform/HttpApiClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import { Cause, Effect, Exit, ParseResult } from "effect"
import {
  type ClientOf,
  type EndpointMethod,
  type ErrorBody,
  GrillApi,
  type RequestOf
} from "../../src/api.js"
import { cookieHeader, keepCookies } from "./cookie-jar.js"

/**
 * The API as the web app and the CLI see it: the client derived from the GrillApi declaration, so
 * a test sends and reads the declared types (money in cents, dates decoded) and a success is the
 * declared status's answer. Each call is a promise of its success; `.refused()` expects one of the
 * declared errors instead and gives it with the status it came with. A call that fails otherwise
 * fails the test naming the endpoint, the error's tag, status and message.
 */

/** A success with what its value does not carry: the status and the headers (cookies, caching). */
export interface Answer<A> {
  readonly value: A
  readonly status: number
  readonly headers: Headers
}

export interface ApiCall<A, E> extends PromiseLike<A> {
  /** The declared error this call must be refused with (anything else fails the test), and its status. */
  readonly refused: () => Promise<E & { readonly status: number }>
  /** The success with its status and headers. */
  readonly answer: () => Promise<Answer<A>>
  /** The status of the success or of the declared refusal (for a race, or a table of who may call). */
  readonly status: () => Promise<number>
}

/** Each endpoint as a call awaited like the promise of its success. */
interface TestMethod extends EndpointMethod {
  readonly method: (request: RequestOf<this>) => ApiCall<this["success"], ErrorBody<this["error"]>>
}

/** `client.orders.place({ payload })` and so on: every group and endpoint of GrillApi. */
export type TestClient = ClientOf<TestMethod>

/** A client with its own cookie jar, as one browser: it keeps what the server sets (a session, a phone's proof). */
export interface Browser extends TestClient {
  /** The cookies this browser holds now. */
  readonly cookies: () => ReadonlyMap<string, string>
}

type AnyMethod = (request: unknown) => Effect.Effect<unknown, unknown>

/** One of the API's tagged errors, as opposed to a transport or decoding failure of the client. */
const isDeclaredError = (error: unknown): error is { readonly _tag: string; readonly message: string } =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  !HttpClientError.isHttpClientError(error) &&
  !ParseResult.isParseError(error)

/** Runs one endpoint call with a fetch that sends the jar's cookies and notes the answer. */
const callOnce = (
  browser: BrowserState,
  name: string,
  method: AnyMethod,
  request: unknown
): ApiCall<unknown, unknown> => {
  let run: Promise<{ exit: Exit.Exit<unknown, unknown>; response?: Response }> | undefined
  const outcome = () => {
    run ??= (async () => {
      const jar = await browser.ready()
      let response: Response | undefined
      const fetch: typeof globalThis.fetch = async (input, init) => {
        const headers = new Headers(init?.headers)
        for (const [header, value] of Object.entries(browser.headers)) headers.set(header, value)
        if (jar.size > 0) headers.set("cookie", cookieHeader(jar))
        response = await globalThis.fetch(input, { ...init, headers })
        if (browser.keep) keepCookies(jar, response.headers)
        return response.clone()
      }
      const exit = await Effect.runPromiseExit(
        method(request).pipe(Effect.provideService(FetchHttpClient.Fetch, fetch))
      )
      return { exit, ...(response === undefined ? {} : { response }) }
    })()
    return run
  }
  const describe = async (failure: unknown, response: Response | undefined) => {
    const status = response?.status ?? "no answer"
    if (isDeclaredError(failure)) return `${name} was refused: ${failure._tag} (${status}) ${failure.message}`
    const body = response === undefined ? "" : await response.text().catch(() => "")
    // A ParseError's message is its whole tree: which field the declaration refused, and why.
    const reason = failure instanceof Error ? failure.message : String(failure)
    return `${name} failed (${status}): ${reason} ${body}`.trim()
  }
  const answer = async (): Promise<Answer<unknown>> => {
    const { exit, response } = await outcome()
    if (Exit.isSuccess(exit) && response !== undefined)
      return { value: exit.value, status: response.status, headers: response.headers }
    const failure = Exit.isFailure(exit) ? Cause.squash(exit.cause) : "no request was sent"
    throw new Error(await describe(failure, response))
  }
  return {
    // biome-ignore lint/suspicious/noThenProperty: a call is awaited like the promise of its success.
    then: (onSuccess, onFailure) =>
      answer()
        .then((got) => got.value)
        .then(onSuccess, onFailure),
    answer,
    status: async () => {
      const { exit, response } = await outcome()
      if (response === undefined || (Exit.isFailure(exit) && !isDeclaredError(Cause.squash(exit.cause))))
        throw new Error(
          await describe(Exit.isFailure(exit) ? Cause.squash(exit.cause) : exit.value, response)
        )
      return response.status
    },
    refused: async () => {
      const { exit, response } = await outcome()
      if (Exit.isSuccess(exit))
        throw new Error(`${name} succeeded (${response?.status}) where a refusal was expected`)
      const failure = Cause.squash(exit.cause)
      if (!isDeclaredError(failure) || response === undefined)
        throw new Error(await describe(failure, response))
      return Object.assign(failure, { status: response.status })
    }
  }
}

interface BrowserState {
  readonly keep: boolean
  readonly headers: Record<string, string>
  /** The jar, once the browser's first cookies (a session opened on first use) are in it. */
  readonly ready: () => Promise<Map<string, string>>
}

export interface BrowserOptions {
  /** Cookies it holds to start with. */
  readonly cookies?: Record<string, string>
  /** Cookies fetched before its first call (a staff session opened only when first used). */
  readonly session?: () => Promise<Record<string, string>>
  /** Whether it keeps the cookies the server sets (default: yes; a plain API client does not). */
  readonly keepCookies?: boolean
  /** Headers it sends with every call (the address a proxy reports, with GRILL_TRUST_PROXY). */
  readonly headers?: Record<string, string>
}

const derived = new Map<string, Record<string, Record<string, AnyMethod>>>()

/**
 * The client HttpApiClient derives for `baseUrl`, made once: browsers share it, each sending its
 * own cookies through the fetch it runs with.
 */
const derivedClient = (baseUrl: string) => {
  const made =
    derived.get(baseUrl) ??
    (Effect.runSync(
      HttpApiClient.make(GrillApi, { baseUrl }).pipe(Effect.provide(FetchHttpClient.layer))
    ) as unknown as Record<string, Record<string, AnyMethod>>)
  derived.set(baseUrl, made)
  return made
}

/** A new browser on the server at `baseUrl`. */
export const typedClient = (baseUrl: string, options: BrowserOptions = {}): Browser => {
  const jar = new Map<string, string>(Object.entries(options.cookies ?? {}))
  let opened: Promise<Map<string, string>> | undefined
  const state: BrowserState = {
    keep: options.keepCookies ?? true,
    headers: options.headers ?? {},
    ready: () => {
      opened ??= (options.session?.() ?? Promise.resolve<Record<string, string>>({})).then((cookies) => {
        for (const [name, value] of Object.entries(cookies)) jar.set(name, value)
        return jar
      })
      return opened
    }
  }
  const client = derivedClient(baseUrl)
  const groups = Object.fromEntries(
    Object.entries(client).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints).map(([endpoint, method]) => [
          endpoint,
          (request: unknown) => callOnce(state, `${group}.${endpoint}`, method, request)
        ])
      )
    ])
  )
  // Built by walking the declaration, so TypeScript cannot follow it; TestClient is derived from the same declaration.
  return Object.assign(groups as unknown as TestClient, { cookies: () => new Map(jar) })
}
