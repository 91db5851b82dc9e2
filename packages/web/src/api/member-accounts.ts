import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

/**
 * The member accounts of a phone proven on this browser (masked numbers, the charge privilege,
 * the F&B minimum); null when the phone is not proven here (the server's 403 says nothing about
 * whether it has any). `proven` is in the key so a confirmed code asks again.
 */
export const ownAccountsQuery = (phoneDigits: string, proven: boolean) =>
  queryOptions({
    queryKey: ["member-accounts", phoneDigits, proven],
    queryFn: ({ signal }) =>
      callApi((client) => client.members.ownAccounts({ payload: { phone: phoneDigits } }), signal).then(
        (reply) => reply.accounts,
        () => null
      )
  })
