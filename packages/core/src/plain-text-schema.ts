import { ParseResult, Schema } from "effect"
import { isPlainLine, isPlainNote, normaliseLineBreaks } from "./plain-text.js"

/**
 * Refuses what `isPlain` does not accept, with `message`, when text is decoded (read from a
 * request) and never when it is encoded: an answer must still carry a row stored before the rule.
 */
const checkedOnDecode = (isPlain: (text: string) => boolean, message: string) =>
  Schema.transformOrFail(Schema.String, Schema.String, {
    strict: true,
    decode: (text, _options, ast) =>
      isPlain(text) ? ParseResult.succeed(text) : ParseResult.fail(new ParseResult.Type(ast, text, message)),
    encode: ParseResult.succeed
  })

/** Refuses text that is not one plain line, naming the field (`label`) in the message. */
export const plainLine =
  (label: string) =>
  <A extends string>(self: Schema.Schema<A, string, never>) =>
    Schema.compose(
      self,
      checkedOnDecode(
        isPlainLine,
        `${label} must be plain text on one line, without tabs or control characters`
      )
    )

const LineBreaksNormalised = Schema.transform(Schema.String, Schema.String, {
  strict: true,
  decode: normaliseLineBreaks,
  encode: (text) => text
})

/**
 * A note: its line breaks read as "\n", then anything else that is not plain text refused,
 * naming the field (`label`). Encoding gives the note back as it is.
 */
export const plainNote =
  (label: string) =>
  <A extends string>(self: Schema.Schema<A, string, never>) =>
    Schema.compose(
      Schema.compose(LineBreaksNormalised, self),
      checkedOnDecode(
        isPlainNote,
        `${label} must be plain text (line breaks are fine), without tabs or control characters`
      )
    )
