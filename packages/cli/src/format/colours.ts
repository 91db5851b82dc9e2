import { stripVTControlCharacters } from "node:util"
import type { AgeBand, StatusColour } from "@grill/core"

export type Style = StatusColour | "orange" | "bold" | "dim"

const CODES: Record<Style, readonly [open: string, close: string]> = {
  yellow: ["\u001b[33m", "\u001b[39m"],
  orange: ["\u001b[38;5;208m", "\u001b[39m"],
  red: ["\u001b[31m", "\u001b[39m"],
  blue: ["\u001b[34m", "\u001b[39m"],
  purple: ["\u001b[35m", "\u001b[39m"],
  green: ["\u001b[32m", "\u001b[39m"],
  bold: ["\u001b[1m", "\u001b[22m"],
  dim: ["\u001b[2m", "\u001b[22m"]
}

/** Paints text with ANSI styles, or leaves it plain when colour is off. */
export interface Palette {
  readonly enabled: boolean
  readonly paint: (text: string, ...styles: ReadonlyArray<Style>) => string
}

const paintWith = (text: string, styles: ReadonlyArray<Style>): string =>
  styles.reduce((painted, style) => `${CODES[style][0]}${painted}${CODES[style][1]}`, text)

export const colourPalette: Palette = { enabled: true, paint: (text, ...styles) => paintWith(text, styles) }

export const plainPalette: Palette = { enabled: false, paint: (text) => text }

/**
 * Colour only for a person at a terminal: off when the output is piped or redirected and when
 * NO_COLOR is set (no-color.org); FORCE_COLOR turns it on anyway.
 */
export const paletteFor = (
  output: { readonly isTTY?: boolean | undefined },
  env: Readonly<Record<string, string | undefined>>
): Palette => {
  if (env.NO_COLOR) return plainPalette
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return colourPalette
  return output.isTTY === true ? colourPalette : plainPalette
}

/** The dashboard's age colours: over 10 minutes yellow, over 20 orange, over 30 red bold. */
export const ageBandStyles: Record<AgeBand, ReadonlyArray<Style>> = {
  normal: [],
  yellow: ["yellow"],
  orange: ["orange"],
  red: ["red", "bold"]
}

export const visibleLength = (text: string): number => stripVTControlCharacters(text).length
