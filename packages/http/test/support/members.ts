import type { TestClient } from "./typed-client.js"

type ProfileUpdate = Parameters<TestClient["users"]["update"]>[0]["payload"]

/**
 * A loyalty member joined by phone, then given a profile as the profile screen saves it (a home
 * address to deliver to, an email, names). `saver` saves it: the member's own browser unless
 * staff do it; the profile may write the phone another way than it was joined with.
 */
export const memberWithProfile = async (
  joiner: TestClient,
  member: { readonly phone: string; readonly name: string },
  profile: Omit<ProfileUpdate, "userId" | "phone"> & { readonly phone?: string },
  saver: TestClient = joiner
) => {
  const { user } = await joiner.loyalty.findOrCreate({ payload: member })
  const saved = await saver.users.update({ payload: { userId: user.id, phone: member.phone, ...profile } })
  return { user, saved }
}
