import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { LoyaltyHandlers, UsersHandlers } from "./http.js"
import { MemberAccess } from "./member-access.js"
import { Membership } from "./membership.js"
import { migration as m0015 } from "./migrations/0015_server_secrets.js"
import { migration as m0016 } from "./migrations/0016_phone_codes.js"
import { migration as m0301 } from "./migrations/0301_phone_proof_versions.js"
import { PhoneProof } from "./phone-proof.js"
import { Redemptions } from "./redemptions.js"
import { LoyaltyRepo } from "./repo.js"

/** Loyalty members, their points and redemptions, and the proof that a phone is theirs. */
export const loyaltyFeature = feature({
  name: "loyalty",
  live: Layer.mergeAll(UsersHandlers, LoyaltyHandlers).pipe(
    Layer.provide([MemberAccess.Default, Membership.Default, Redemptions.Default, LoyaltyRepo.Default])
  ),
  shares: PhoneProof.Default,
  migrations: {
    "0015_server_secrets": m0015,
    "0016_phone_codes": m0016,
    "0301_phone_proof_versions": m0301
  }
})
