import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { currentStaffQuery, isSignedOutError } from "../../../api/staff/auth"

/**
 * When any staff call is refused for a missing or expired session, forget who was signed in.
 * The layout's sign-in check then runs again, gets its own 401 and sends the visitor to /login.
 */
export function useSignedOutRedirect() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const forgetSession = () => queryClient.resetQueries({ queryKey: currentStaffQuery.queryKey })
    const isSessionCheck = (queryKey: ReadonlyArray<unknown>) =>
      queryKey.length === currentStaffQuery.queryKey.length &&
      queryKey.every((part, index) => part === currentStaffQuery.queryKey[index])

    const stopWatchingQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return
      if (isSignedOutError(event.action.error) && !isSessionCheck(event.query.queryKey)) void forgetSession()
    })
    const stopWatchingMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return
      if (isSignedOutError(event.action.error)) void forgetSession()
    })
    return () => {
      stopWatchingQueries()
      stopWatchingMutations()
    }
  }, [queryClient])
}
