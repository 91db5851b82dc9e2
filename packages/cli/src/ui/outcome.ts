import type { ExitCode } from "../api/errors.js"

/**
 * How a screen ended, as plain data: the Ink screens live in their own bundle, so an error
 * class from there would not be the same class as the one the commands know.
 */
export type UiOutcome = { readonly exitCode: 0 } | { readonly exitCode: ExitCode; readonly message: string }
