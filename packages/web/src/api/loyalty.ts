import type { Allergen } from "@grill/core"
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

/** Texts a 6-digit code to the phone (the browser has no credential for it yet). */
export const requestPhoneCode = (phoneDigits: string) =>
  callApi((client) => client.loyalty.requestCode({ payload: { phone: phoneDigits } }))

/** Confirms the texted code: the server sets this browser's credential and answers the member. */
export const confirmPhoneCode = (phoneDigits: string, code: string) =>
  callApi((client) => client.loyalty.confirmCode({ payload: { phone: phoneDigits, code } }))

/** Ends this member's proof on every browser that holds it, this one included. */
export const signOutEveryDevice = (phoneDigits: string) =>
  callApi((client) => client.loyalty.signOutEverywhere({ payload: { phone: phoneDigits } }))

/** Checks a typed reward code for the order's phone: its effect, or the server's reason it cannot be used. */
export const checkRewardCode = (phoneDigits: string, code: string) =>
  callApi((client) => client.rewards.checkCode({ payload: { phone: phoneDigits, code } })).then(
    (reply) => reply.reward
  )

/** Saves the member's allergies (the browser proves the phone; the server refuses otherwise). */
export const saveAllergies = (
  user: { readonly id: string; readonly phone: string },
  allergies: ReadonlyArray<Allergen>
) =>
  callApi((client) =>
    client.users.update({ payload: { userId: user.id, phone: user.phone, allergies } })
  ).then((reply) => reply.user)
