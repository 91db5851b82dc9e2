import type { AgeBand, StatusColour } from "@grill/core"

/** Ink colour names for the dashboard's status colours. */
export const statusColour: Record<StatusColour, string> = {
  yellow: "yellow",
  blue: "blue",
  purple: "magenta",
  green: "green",
  red: "red"
}

/** The dashboard's age bands: over 10 minutes yellow, over 20 orange, over 30 red bold. */
export const ageStyle: Record<AgeBand, { readonly color?: string; readonly bold?: boolean }> = {
  normal: {},
  yellow: { color: "yellow" },
  orange: { color: "#ff8700" },
  red: { color: "red", bold: true }
}

/** How the focused field, line or item stands out. */
export const focusStyle = (focused: boolean): { readonly bold?: boolean; readonly color?: string } =>
  focused ? { bold: true, color: "green" } : {}
