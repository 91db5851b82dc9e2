import { QueryClient } from "@tanstack/react-query"

/**
 * The spec's defaults for reading data: no retries, no refetch on window focus, never stale.
 * Screens that poll (the staff dashboard) opt in per query.
 */
export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false }
    }
  })
