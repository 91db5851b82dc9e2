import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { HouseAccounts } from "./house-accounts.js"
import { MembersHandlers } from "./http.js"
import { LedgerRepo } from "./ledger-repo.js"
import { MemberDesk } from "./member-desk.js"
import { MemberRepo } from "./member-repo.js"
import { migration as m0090 } from "./migrations/0090_house_accounts.js"
import { migration as m0410 } from "./migrations/0410_member_charge_limits.js"
import { migration as m0470 } from "./migrations/0470_statement_batch_through.js"
import { Statements } from "./statements.js"

/** House accounts: the club's member directory, their ledger and statement batches. */
export const membersFeature = feature({
  name: "members",
  live: MembersHandlers.pipe(
    Layer.provide([MemberDesk.Default, Statements.Default]),
    Layer.provide([HouseAccounts.Default, MemberRepo.Default])
  ),
  shares: LedgerRepo.Default,
  migrations: {
    "0090_house_accounts": m0090,
    "0410_member_charge_limits": m0410,
    // A statement batch's through-date, for a month-end cut-off (issue 42).
    "0470_statement_batch_through": m0470
  }
})
