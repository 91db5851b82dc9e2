/** The instants and questions the pickup-time tests share, at the default venue. */

export const at = (iso: string) => new Date(iso)
export const MINUTE = 60_000
// Monday 2026-06-15, 12:00 PM in New York (Mon-Thu 11am-9pm, Fri-Sat 11am-10pm, Sun 11am-8pm).
export const MONDAY_NOON = at("2026-06-15T16:00:00Z")
export const question = (now: Date, preparationMinutes = 35) => ({ now, preparationMinutes })
