/**
 * What a browser's proof of a phone allows (issue 37). Proof comes two ways: a texted code
 * confirmed on this browser ("code"), or having made the phone's first record, by a first order
 * or a new loyalty account ("record"). A record proves nothing about who holds the phone (anyone
 * can type any number into an order), so it stands in for the code only where nobody else can
 * be hurt: a phone that is no club member's and that nobody has ever proved by code.
 */

export type ProofKind = "code" | "record"

/** What the server knows of a phone when a proof is given or used. */
export interface PhoneStanding {
  /** Someone has confirmed a texted code for this phone, on any browser. */
  readonly confirmed: boolean
  /** The phone is one of a club member's in the member directory. */
  readonly inDirectory: boolean
}

/**
 * - `loyalty`: the member's points, tier, rewards and codes, redeeming, editing the profile,
 *   signing out every device.
 * - `houseAccount`: charging an order to a member account, and reading the phone's accounts
 *   (F&B minimum, whether it may charge).
 */
export type ProofUse = "loyalty" | "houseAccount"

/** Whether making the phone's first record earns the browser a record proof at all. */
export const recordProofEarned = (standing: PhoneStanding): boolean =>
  !standing.confirmed && !standing.inDirectory

/**
 * Whether a proof of the kind allows the use now: a code proof allows everything; a record
 * proof only the loyalty of a phone still nobody's (checked on every use, so a phone imported
 * into the directory or proved by code later ends it), and never a house account.
 */
export const proofAllows = (kind: ProofKind, standing: PhoneStanding, use: ProofUse): boolean =>
  kind === "code" || (use === "loyalty" && recordProofEarned(standing))
