/**
 * Customer and staff text is shown on screens, staff terminals, kitchen tickets and exports, so it
 * must be text and nothing else: no C0 or C1 control characters (a terminal's escape sequences,
 * a printer's commands, a line of its own) and no bidirectional embedding, override or isolate
 * marks (which reorder what a cook reads). Notes alone may span lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what the rule finds
const CONTROL_OR_DIRECTION_MARK = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu

/** One line of plain text: a name, an address, a phone, a menu item's name. */
export const isPlainLine = (text: string): boolean => replaceControls(text, () => "") === text

/** Plain text that may break into lines with "\n" (see normaliseLineBreaks): a note. */
export const isPlainNote = (text: string): boolean =>
  replaceControls(text, () => "", { keepLineFeeds: true }) === text

/**
 * Each character the rule refuses, replaced by what `shown` makes of it (line feeds kept when
 * asked): how a client shows old text, stored before the rule, without obeying it.
 */
export const replaceControls = (
  text: string,
  shown: (control: string) => string,
  options: { readonly keepLineFeeds?: boolean } = {}
): string =>
  text.replace(CONTROL_OR_DIRECTION_MARK, (control) =>
    control === "\n" && options.keepLineFeeds === true ? control : shown(control)
  )

/**
 * Control characters shown instead of obeyed, for text stored before the rule on a terminal or a
 * ticket: C0 in caret notation (ESC as "^[", a line feed as "^J"), DEL as "^?", C1 and the bidi
 * controls by code point ("<U+202E>").
 */
export const showControls = (text: string, options: { readonly keepLineFeeds?: boolean } = {}): string =>
  replaceControls(
    text,
    (control) => {
      const codePoint = control.codePointAt(0) ?? 0
      if (codePoint < 0x20) return `^${String.fromCharCode(codePoint + 0x40)}`
      if (codePoint === 0x7f) return "^?"
      return `<U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}>`
    },
    options
  )

/** Windows' and old Macs' line breaks ("\r\n", "\r") as "\n", the one a note keeps. */
export const normaliseLineBreaks = (text: string): string => text.replace(/\r\n?/g, "\n")
