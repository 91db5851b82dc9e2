/**
 * How a failure reads to a person, on the website and in the terminal alike. Errors the server
 * declares carry their own message (the spec's wording, decided on the server); what is worded
 * here is what the clients add around it: toast titles, and the failures of the request itself.
 */

/** The title of everything said about a reward code at checkout (spec: the reward code field). */
export const REWARD_CODE_TITLE = "Reward code"

/** Spec section 7: the toast of an order the server did not take, and its fallback description. */
export const PLACE_ORDER_FAILED = "Failed to place order"
export const TRY_AGAIN_LATER = "Please try again later"

/** The server could not be reached at all (spec section 7 words it apart from refusals). */
export const CONNECTION_FAILED = "Failed to connect to the server"

/** The server answered with something this client cannot read (an older or newer server). */
export const UNREADABLE_ANSWER = "The server sent a response this page cannot read"

/** A refusal with a title, on one line where there is no toast: "Reward code: This code was already used". */
export const refusalLine = (title: string, message: string): string => `${title}: ${message}`

/** A failure the client words itself after "Failed to place order". */
export const placeOrderFailedLine = (reason: string): string => refusalLine(PLACE_ORDER_FAILED, reason)
