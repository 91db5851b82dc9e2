import type { RewardDraft } from "@grill/core"
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** Every reward, active or not, with its effect (managers and admins). */
export const staffRewardsQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "rewards"],
  queryFn: ({ signal }) => callApi((client) => client.rewards.list(), signal).then((reply) => reply.rewards)
})

export const saveReward = (id: number | null, draft: RewardDraft) =>
  callApi((client) =>
    id === null
      ? client.rewards.create({ payload: draft })
      : client.rewards.update({ path: { id }, payload: draft })
  ).then((reply) => reply.reward)

/** A walk-up customer's code, honoured at the counter (any staff). */
export const markCodeUsed = (code: string) => callApi((client) => client.rewards.useCode({ path: { code } }))
