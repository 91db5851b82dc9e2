import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { currentStaffQuery, isSignedOutError, STAFF_QUERY_ROOT } from "../../../api/staff/auth"

const isSessionCheck = (queryKey: QueryKey) =>
  queryKey.length === currentStaffQuery.queryKey.length &&
  queryKey.every((part, index) => part === currentStaffQuery.queryKey[index])

/**
 * When any staff call is refused for a missing or expired session, forget who was signed in.
 * The layout's sign-in check then runs again, gets its own 401 and sends the visitor to /login.
 */
export function useSignedOutRedirect() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const forgetSession = () => {
      // The refused lists go too, so after signing in again the screens load afresh, not as errors.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === STAFF_QUERY_ROOT && !isSessionCheck(query.queryKey)
      })
      void queryClient.resetQueries({ queryKey: currentStaffQuery.queryKey })
    }

    const stopWatchingQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return
      if (isSignedOutError(event.action.error) && !isSessionCheck(event.query.queryKey)) forgetSession()
    })
    const stopWatchingMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return
      if (isSignedOutError(event.action.error)) forgetSession()
    })
    return () => {
      stopWatchingQueries()
      stopWatchingMutations()
    }
  }, [queryClient])
}
