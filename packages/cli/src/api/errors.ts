import { Data } from "effect"

/**
 * How a run ended badly, for scripts: 1 the server refused or could not be reached,
 * 2 the command line itself was wrong, 3 a staff command without a valid session.
 */
export type ExitCode = 1 | 2 | 3

/** A failure worded for the person at the terminal: one line on stderr and an exit code. */
export class CliError extends Data.TaggedError("CliError")<{
  readonly message: string
  readonly exitCode: ExitCode
}> {}

export const refused = (message: string) => new CliError({ message, exitCode: 1 })

export const invalidInput = (message: string) => new CliError({ message, exitCode: 2 })

export const unreachable = (url: string) =>
  refused(`Cannot reach the grill server at ${url} — is it running? Start it with npm start`)

export const notSignedIn = (url: string, loginHint: string) =>
  new CliError({ message: `Not signed in to ${url}. Run ${loginHint}`, exitCode: 3 })

export const sessionExpired = (url: string, loginHint: string) =>
  new CliError({
    message: `The session for ${url} has expired or was signed out. Run ${loginHint}`,
    exitCode: 3
  })

/** The `_tag` of a tagged value (a declared error, a JSON error body), if it has one. */
export const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && typeof (error as { _tag?: unknown })._tag === "string"
    ? (error as { _tag: string })._tag
    : undefined

const fieldOf = (error: unknown, field: string): unknown =>
  typeof error === "object" && error !== null ? (error as Record<string, unknown>)[field] : undefined

/**
 * Any failure of a call through the API client, as one line. Errors the API declares carry the
 * server's own wording in `message`; the client's transport failures are worded here.
 */
export const explainFailure =
  (url: string, loginHint: string) =>
  (error: unknown): CliError => {
    if (error instanceof CliError) return error
    const message = fieldOf(error, "message")
    switch (tagOf(error)) {
      case "Unreachable":
        return fieldOf(error, "invalidUrl") === true
          ? invalidInput(`Invalid server URL: ${url}`)
          : unreachable(url)
      case "UnexpectedAnswer":
        return refused(
          `The grill server at ${url} answered with an unexpected HTTP ${fieldOf(error, "status")}`
        )
      case "UnreadableAnswer":
        return refused(
          `The grill server at ${url} sent an answer this grill cannot read — are the CLI and server the same version?`
        )
      case "TimeoutException":
        return refused(`The grill server at ${url} did not answer within 10 seconds`)
      case "Unauthorized":
        return sessionExpired(url, loginHint)
      case "HttpApiDecodeError":
      case "InvalidRequest":
        return invalidInput(typeof message === "string" ? message : "The server refused the request")
      default:
        return refused(typeof message === "string" && message !== "" ? message : String(error))
    }
  }
