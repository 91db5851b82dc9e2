import { maskContactDetails } from "@grill/core"
import { Cause, Config, Effect, HashMap, Inspectable, Layer, Logger } from "effect"

/** `text` (Effect's own lines, for a person at a terminal) or `json` (one object a line, for a log store). */
export const logFormatConfig = Config.literal(
  "text",
  "json"
)("GRILL_LOG_FORMAT").pipe(Config.withDefault("text"))

/** Names whose values never reach a log line, whoever annotates them. */
const SECRET_NAME = /password|secret|token|cookie|authorization|card/i

/** A value as a log line may show it: contacts masked in text, secrets never. */
const loggable = (name: string, value: unknown): unknown => {
  if (SECRET_NAME.test(name)) return "[redacted]"
  if (typeof value === "string") return maskContactDetails(value)
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value
  return maskContactDetails(Inspectable.toStringUnknown(Inspectable.redact(value)))
}

const messageText = (message: unknown): string =>
  (Array.isArray(message) ? message : [message])
    .map((part) => (typeof part === "string" ? part : Inspectable.toStringUnknown(Inspectable.redact(part))))
    .join(" ")

/**
 * One JSON object a line on stdout: time, level, message, the fiber's log annotations (the
 * request id and what request-observation.ts adds), and the error if there was one. Every string in
 * it has phones and emails masked (core `maskContactDetails`); annotations named like a secret are
 * dropped to "[redacted]".
 */
export const jsonLogger = Logger.make(({ annotations, cause, date, logLevel, message }) => {
  const line: Record<string, unknown> = {
    time: date.toISOString(),
    level: logLevel.label.toLowerCase(),
    message: maskContactDetails(messageText(message))
  }
  for (const [name, value] of HashMap.toEntries(annotations)) {
    if (!(name in line)) line[name] = loggable(name, value)
  }
  if (!Cause.isEmpty(cause)) line.error = maskContactDetails(Cause.pretty(cause, { renderErrorCause: true }))
  process.stdout.write(`${JSON.stringify(line)}\n`)
})

/**
 * The server's logger for GRILL_LOG_FORMAT: Effect's own for `text`, `jsonLogger` for `json` in
 * place of both the default logger and the pretty one `runMain` swaps in for it.
 */
export const LogFormatLive = Layer.unwrapEffect(
  Effect.map(logFormatConfig, (format) =>
    format === "json"
      ? Layer.merge(
          Logger.replace(Logger.defaultLogger, jsonLogger),
          Logger.replace(Logger.prettyLoggerDefault, jsonLogger)
        )
      : Layer.empty
  )
)
