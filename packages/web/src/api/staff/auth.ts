import { queryOptions } from "@tanstack/react-query"
import { isApiError } from "../api-error"
import { callApi } from "../client"

/** Every staff query key starts here, so signing out can drop them all at once. */
export const STAFF_QUERY_ROOT = "staff"

/** Who is signed in; the server answers 401 (Unauthorized) without a valid session cookie. */
export const currentStaffQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "me"],
  queryFn: ({ signal }) => callApi((client) => client.auth.me(), signal).then((response) => response.user)
})

export const signIn = (username: string, password: string) =>
  callApi((client) => client.auth.login({ payload: { username, password } })).then(
    (response) => response.user
  )

export const signOut = () => callApi((client) => client.auth.logout())

/** The session is missing or expired: the screen should send the visitor to sign in. */
export const isSignedOutError = (error: unknown): boolean => isApiError(error) && error.tag === "Unauthorized"
