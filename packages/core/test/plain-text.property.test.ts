import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck, Schema } from "effect"
import { isPlainLine, isPlainNote, normaliseLineBreaks } from "../src/plain-text.js"
import { plainLine, plainNote } from "../src/plain-text-schema.js"

/** The characters the rule is about, by code point: C0, DEL and C1, and the bidi controls. */
const isControl = (codePoint: number) =>
  codePoint <= 0x1f ||
  (codePoint >= 0x7f && codePoint <= 0x9f) ||
  (codePoint >= 0x202a && codePoint <= 0x202e) ||
  (codePoint >= 0x2066 && codePoint <= 0x2069)

const controlArb = FastCheck.oneof(
  FastCheck.integer({ min: 0, max: 0x1f }),
  FastCheck.integer({ min: 0x7f, max: 0x9f }),
  FastCheck.integer({ min: 0x202a, max: 0x202e }),
  FastCheck.integer({ min: 0x2066, max: 0x2069 })
).map((codePoint) => String.fromCodePoint(codePoint))

/** Any Unicode text, with control characters (ESC, CR, LF, U+202E...) far more often than by chance. */
const textArb = FastCheck.array(
  FastCheck.oneof(FastCheck.string({ unit: "binary", maxLength: 8 }), controlArb, FastCheck.constant("\r\n")),
  { maxLength: 8 }
).map((parts) => parts.join(""))

const codePoints = (text: string) => Array.from(text, (character) => character.codePointAt(0) ?? 0)

const Name = Schema.String.pipe(plainLine("Name"))
const Notes = Schema.String.pipe(plainNote("Notes"))

describe("plain text", () => {
  it.prop("a line is refused exactly when it holds a control character", [textArb], ([text]) => {
    expect(isPlainLine(text)).toBe(!codePoints(text).some(isControl))
    const decoded = Schema.decodeUnknownEither(Name)(text)
    if (isPlainLine(text)) expect(decoded).toEqual(Either.right(text))
    else
      expect(Either.getLeft(decoded).pipe((left) => left._tag === "Some" && left.value.message)).toContain(
        "Name must be plain text on one line, without tabs or control characters"
      )
  })

  it.prop(
    "a note keeps its lines, each break as \\n, and is refused exactly when anything else is a control",
    [textArb],
    ([text]) => {
      const normalised = normaliseLineBreaks(text)
      expect(normalised).not.toContain("\r")
      expect(normalised.split("\n")).toEqual(text.split(/\r\n|\r|\n/))
      expect(isPlainNote(normalised)).toBe(!codePoints(normalised).some((cp) => cp !== 0x0a && isControl(cp)))
      const decoded = Schema.decodeUnknownEither(Notes)(text)
      expect(Either.isRight(decoded)).toBe(isPlainNote(normalised))
      if (Either.isRight(decoded)) expect(decoded.right).toBe(normalised)
    }
  )

  it.prop(
    "plain text with a control character put anywhere is refused",
    [textArb, controlArb, FastCheck.nat()],
    ([text, control, at]) => {
      const position = at % (text.length + 1)
      const tainted = `${text.slice(0, position)}${control}${text.slice(position)}`
      expect(isPlainLine(tainted)).toBe(false)
      if (control !== "\n" && control !== "\r") expect(isPlainNote(normaliseLineBreaks(tainted))).toBe(false)
    }
  )

  it.prop("an answer still carries any stored text: encoding never refuses", [textArb], ([text]) => {
    expect(Schema.encodeEither(Name)(text)).toEqual(Either.right(text))
    expect(Schema.encodeEither(Notes)(text)).toEqual(Either.right(text))
  })

  it("names what it refuses: ESC, a clipboard write, a right-to-left override", () => {
    for (const text of [
      "\u001b[8m",
      "\u001b]52;c;SGVsbG8=\u0007",
      "\u202eetoN",
      "tab\there",
      "nbsp\u00a0ok"
    ]) {
      expect(isPlainLine(text)).toBe(text === "nbsp\u00a0ok")
    }
    expect(isPlainNote("no onions\nextra pickles")).toBe(true)
    expect(isPlainLine("no onions\nextra pickles")).toBe(false)
  })
})
