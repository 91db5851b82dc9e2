const DEFAULT_AFTER_SIGN_IN = "/dashboard"

/** Where a signed-out visitor goes: the sign-in screen, remembering the page they wanted. */
export const signInPath = (location: { readonly pathname: string; readonly search: string }): string =>
  `/login?next=${encodeURIComponent(location.pathname + location.search)}`

/**
 * The page to return to after sign-in. Only a path on this site is followed ("//evil.example"
 * and "https://..." are not), so a crafted sign-in link cannot send staff elsewhere.
 */
export const pathAfterSignIn = (next: string | null): string => {
  if (next === null || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return DEFAULT_AFTER_SIGN_IN
  }
  return next.startsWith("/login") ? DEFAULT_AFTER_SIGN_IN : next
}
