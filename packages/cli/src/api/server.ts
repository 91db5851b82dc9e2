import { Either } from "effect"
import { type CliError, invalidInput } from "./errors.js"

type Env = Readonly<Record<string, string | undefined>>

export const DEFAULT_URL = "http://localhost:3000"

/** The server a command talks to and, once signed in, the staff session cookie for it. */
export interface Server {
  readonly url: string
  readonly cookie: string | undefined
  /** What to type to sign in to this server: `grill login`, plus `--url` when it is not the default. */
  readonly loginHint: string
  /**
   * Answers' text exactly as the server sent it, for --json (written with every control character
   * escaped, see jsonText). Otherwise the client hands commands terminal text (terminalAnswer).
   */
  readonly textAsSent?: boolean
}

/** --url, else $GRILL_URL, else the default; an origin (plus any path prefix) without a trailing slash. */
export const resolveUrl = (option: string | undefined, env: Env): Either.Either<string, CliError> => {
  const raw = (option ?? env.GRILL_URL ?? DEFAULT_URL).trim()
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    return Either.left(invalidInput(`Invalid server URL "${raw}": expected something like ${DEFAULT_URL}`))
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return Either.left(invalidInput(`Invalid server URL "${raw}": it must start with http:// or https://`))
  }
  return Either.right(`${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`)
}

/** Plain `grill login` when it would reach the same server without --url. */
export const loginHintFor = (url: string, env: Env): string =>
  Either.getOrUndefined(resolveUrl(undefined, env)) === url ? "grill login" : `grill login --url ${url}`
