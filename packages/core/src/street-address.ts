/**
 * Street addresses as people type them ("12 Hickory Ln.", "12 hickory lane") compared as one.
 * Used to match a delivery address against the community's resident list.
 */
// A Map, not an object: a typed word such as "constructor" or "__proto__" must not find Object's own properties.
const SUFFIXES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ave: "avenue",
    blvd: "boulevard",
    cir: "circle",
    ct: "court",
    cv: "cove",
    dr: "drive",
    grn: "green",
    hwy: "highway",
    ln: "lane",
    lk: "lake",
    lndg: "landing",
    pkwy: "parkway",
    pl: "place",
    pt: "point",
    rd: "road",
    st: "street",
    ter: "terrace",
    terr: "terrace",
    trl: "trail",
    xing: "crossing",
    n: "north",
    s: "south",
    e: "east",
    w: "west"
  })
)

export const normalizeStreetAddress = (address: string): string =>
  address
    .toLowerCase()
    .replace(/[.,#'’]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => SUFFIXES.get(word) ?? word)
    .join(" ")

/** "12 Hickory Lane" → "Hickory Lane": the street a resident address lies on. */
export const streetOf = (address: string): string => address.trim().replace(/^\d+[a-z]?\s+/i, "")

/** "12 Hickory Lane" → "•• Hickory Lane": shown to anyone who knows only the phone number. */
export const maskHouseNumber = (address: string): string => {
  const street = streetOf(address)
  return street === address.trim() ? street : `•• ${street}`
}

/** "jane@example.com" → "j•••@example.com". */
export const maskEmail = (email: string): string => {
  const at = email.indexOf("@")
  if (at < 1) return "•••"
  return `${email[0]}•••${email.slice(at)}`
}

/** An email shown as `maskEmail` shows it: a hint of the one on file, never a value to send back. */
export const isMaskedEmail = (email: string): boolean => email.includes("•")
