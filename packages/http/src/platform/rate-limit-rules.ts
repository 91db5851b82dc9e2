import { Duration } from "effect"

/** The actions a stranger could repeat to harvest, spam or guess, each limited per client and per target. */
export const LIMITED_ACTIONS = [
  "lookup",
  "createAccount",
  "requestCode",
  "redeem",
  "placeOrder",
  "signIn",
  "memberNumber",
  "checkPayment"
] as const
export type LimitedAction = (typeof LIMITED_ACTIONS)[number]

export interface Rule {
  readonly limit: number
  readonly window: Duration.Duration
}

export interface ActionRules {
  /** Per client address, whatever the target. */
  readonly address: Rule
  /** Per target (a phone, a member, a username at one address). */
  readonly target: Rule
}

const rule = (limit: number, window: Duration.DurationInput): Rule => ({
  limit,
  window: Duration.decode(window)
})

/**
 * Far above what a customer or the counter does, far below what a script needs. The window
 * slides: once spent, one more attempt is allowed each window/limit (sign-in: every 3 minutes).
 */
export const DEFAULT_RULES: Record<LimitedAction, ActionRules> = {
  lookup: { address: rule(60, "10 minutes"), target: rule(20, "10 minutes") },
  createAccount: { address: rule(10, "1 hour"), target: rule(5, "1 hour") },
  requestCode: { address: rule(10, "1 hour"), target: rule(3, "10 minutes") },
  redeem: { address: rule(20, "10 minutes"), target: rule(10, "10 minutes") },
  placeOrder: { address: rule(30, "10 minutes"), target: rule(15, "10 minutes") },
  // Target = this address and this username: a stranger elsewhere cannot lock staff out.
  signIn: { address: rule(30, "10 minutes"), target: rule(5, "15 minutes") },
  // Each charge to a member account by a customer, target = the phone: a number is short, so
  // guessing one is slow even with a proven phone.
  memberNumber: { address: rule(10, "10 minutes"), target: rule(5, "10 minutes") },
  // "I confirmed my card", target = the order number: each may cost a call to Stripe. A customer
  // checks once per confirmation (a second card after a decline, a 3-D Secure challenge).
  checkPayment: { address: rule(30, "10 minutes"), target: rule(10, "10 minutes") }
}

const UNITS: Record<string, Duration.DurationInput> = { s: "1 second", m: "1 minute", h: "1 hour" }

/**
 * GRILL_RATE_LIMITS: "off", "on" (the defaults) or overrides such as
 * "lookup=100/10m, signIn.target=10/15m" (action, optionally .address or .target, limit/window).
 */
export const parseRules = (
  text: string
):
  | { readonly off: true }
  | { readonly off: false; readonly rules: Record<LimitedAction, ActionRules> }
  | string => {
  const trimmed = text.trim().toLowerCase()
  if (trimmed === "off") return { off: true }
  const rules = { ...DEFAULT_RULES }
  if (trimmed === "on" || trimmed === "") return { off: false, rules }
  for (const entry of text.split(/[\s,]+/).filter((part) => part !== "")) {
    const match = /^([a-zA-Z]+)(?:\.(address|target))?=(\d+)\/(\d+)([smh])$/.exec(entry)
    const action = match?.[1] as LimitedAction | undefined
    if (match === null || action === undefined || !LIMITED_ACTIONS.includes(action)) {
      return `GRILL_RATE_LIMITS: cannot read "${entry}" (expected off, on, or e.g. lookup=100/10m with an action of ${LIMITED_ACTIONS.join(", ")})`
    }
    const scope = (match[2] ?? "address") as keyof ActionRules
    const unit = UNITS[match[5] ?? "m"] ?? "1 minute"
    const window = Duration.times(Duration.decode(unit), Number(match[4]))
    rules[action] = { ...rules[action], [scope]: { limit: Number(match[3]), window } }
  }
  return { off: false, rules }
}
