import { chargeLimitsWords } from "@grill/core"
import type { ClubMemberWire } from "@grill/http"

/** Whether the member may charge, with their limits: "Yes, up to $40.00 an order", or "No". */
export const chargingText = (
  member: Pick<ClubMemberWire, "chargeAllowed" | "chargeLimit" | "dailyLimit" | "periodLimit">
): string =>
  member.chargeAllowed
    ? `Yes, ${chargeLimitsWords({ perOrder: member.chargeLimit, daily: member.dailyLimit, period: member.periodLimit })}`
    : "No"
