import { formatMoney, memberStatusLabel } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { memberDetailQuery } from "../../../api/staff/members"
import { Button } from "../../../components/Button"

/** One member's page: who they are, how they may charge, and the F&B minimum's progress this period. */
export function MemberDetailCard({
  memberNumber,
  onClose
}: {
  readonly memberNumber: string
  readonly onClose: () => void
}) {
  const detail = useQuery(memberDetailQuery(memberNumber))
  const member = detail.data?.member
  return (
    <section className="staff-card" aria-labelledby="member-detail-title">
      <h2 id="member-detail-title" className="staff-card__title">
        Member {memberNumber}
        {member && ` · ${member.firstName} ${member.lastName}`}
      </h2>
      {detail.isError && <p role="alert">Could not load this member.</p>}
      {member && (
        <dl className="member-detail">
          <dt>Status</dt>
          <dd>{memberStatusLabel(member.status)}</dd>
          <dt>Phones</dt>
          <dd>{member.phones.join(", ")}</dd>
          <dt>Email</dt>
          <dd>{member.email ?? "None"}</dd>
          <dt>Charging</dt>
          <dd>
            {member.chargeAllowed ? "Yes" : "No"}
            {member.chargeLimit === null ? "" : `, up to ${formatMoney(member.chargeLimit)} an order`}
          </dd>
          <dt>F&amp;B minimum</dt>
          <dd>{detail.data?.minimum?.sentence ?? "None"}</dd>
        </dl>
      )}
      <Button variant="secondary" size="small" onClick={onClose}>
        Close
      </Button>
    </section>
  )
}
