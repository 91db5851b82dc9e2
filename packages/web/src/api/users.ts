import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

/**
 * The direct lookup, falling back to the loyalty lookup when it fails (spec section 4).
 * Resolves to null when nobody has that phone.
 */
export const userByPhoneQuery = (phoneDigits: string) =>
  queryOptions({
    queryKey: ["users", "by-phone", phoneDigits],
    queryFn: async ({ signal }) => {
      const path = { phone: phoneDigits }
      const response = await callApi((client) => client.users.lookup({ path }), signal).catch(() =>
        callApi((client) => client.loyalty.byPhone({ path }), signal)
      )
      return response.user
    }
  })
