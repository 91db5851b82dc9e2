import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

export const loyaltyRewardsQuery = queryOptions({
  queryKey: ["loyalty", "rewards"],
  queryFn: ({ signal }) => callApi((client) => client.loyalty.rewards(), signal).then((r) => r.rewards)
})

export const loyaltyStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ["loyalty", "status", userId],
    queryFn: ({ signal }) => callApi((client) => client.loyalty.status({ path: { id: userId } }), signal)
  })

export const findOrCreateLoyaltyUser = (phoneDigits: string, name: string | undefined) =>
  callApi((client) =>
    client.loyalty.findOrCreate({
      payload: name === undefined ? { phone: phoneDigits } : { phone: phoneDigits, name }
    })
  )

export const redeemReward = (userId: string, rewardId: number) =>
  callApi((client) => client.loyalty.redeem({ payload: { userId, rewardId } }))
