import { SESSION_COOKIE } from "@grill/http"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import { saveSession, sessionFile } from "../api/session.js"
import type { CliIo } from "../io/cli-io.js"
import { makePrompter } from "../io/prompt.js"
import { serverFor, type UrlOption, writeLines } from "./shared.js"

export interface LoginOptions extends UrlOption {
  readonly username?: string
}

const DEFAULT_USERNAME = "admin"

/** Username (Enter for admin) and password; Ctrl+C, or input that ends, cancels. */
const askCredentials = (io: CliIo, username: string | undefined) =>
  Effect.acquireUseRelease(
    Effect.sync(() => makePrompter(io)),
    (prompter) =>
      Effect.promise(async () => {
        const name = username ?? (await prompter.ask(`Username (${DEFAULT_USERNAME}): `))
        if (name === undefined) return undefined
        const password = await prompter.ask("Password: ", { secret: true })
        return password === undefined ? undefined : { username: name.trim() || DEFAULT_USERNAME, password }
      }),
    (prompter) => Effect.sync(prompter.close)
  ).pipe(
    Effect.flatMap((credentials) => {
      if (credentials === undefined) return Effect.fail(refused("Sign-in cancelled"))
      return credentials.password === ""
        ? Effect.fail(invalidInput("Password is required"))
        : Effect.succeed(credentials)
    })
  )

/** "grill_session=abc" from the Set-Cookie headers that start the session (attributes dropped). */
const sessionCookieIn = (setCookies: ReadonlyArray<string> | undefined): string | undefined =>
  setCookies
    ?.map((header) => header.split(";", 1)[0]?.trim() ?? "")
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1)

/** `grill login`: signs in and keeps the session cookie for this server URL in a file only you can read. */
export const login = (io: CliIo, options: LoginOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = { ...(yield* serverFor(io, options)), cookie: undefined }
    const credentials = yield* askCredentials(io, options.username)
    const [answer, response] = yield* withGrill(server, (client) =>
      client.auth
        .login({ payload: credentials, withResponse: true })
        .pipe(Effect.catchTag("Unauthorized", (error) => Effect.fail(refused(error.message))))
    )
    const session = sessionCookieIn(response.headers["set-cookie"])
    if (session === undefined)
      return yield* refused(`The grill server at ${server.url} did not start a session`)
    saveSession(io.env, server.url, session)
    yield* writeLines(io, [
      `Signed in to ${server.url} as ${answer.user.username} (${answer.user.role}). Session saved in ${sessionFile(io.env)}`
    ])
  })
