/** The staff session cookie. A module of its own so the CLI can name it without loading the declaration. */
export const SESSION_COOKIE = "grill_session"
