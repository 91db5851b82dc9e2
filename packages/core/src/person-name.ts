/** The order form capitalises the first letter of a name as it is typed and leaves the rest alone. */
export const capitaliseName = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** Some records carry one `name`; the first word is the first name, the rest the last name. */
export const splitName = (full: string): { firstName: string; lastName: string } => {
  const trimmed = full.trim()
  const space = trimmed.search(/\s/)
  if (space === -1) return { firstName: trimmed, lastName: "" }
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space).trim() }
}
