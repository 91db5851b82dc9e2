import { memberStatusLabel } from "@grill/core"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { STAFF_QUERY_ROOT } from "../../../api/staff/auth"
import { memberDetailQuery } from "../../../api/staff/members"
import { Button } from "../../../components/Button"
import { chargingText } from "./charging-text"
import { MemberEditForm } from "./MemberEditForm"

/** One member's page: who they are, how they may charge, and the F&B minimum's progress this period. */
export function MemberDetailCard({
  memberNumber,
  onClose
}: {
  readonly memberNumber: string
  readonly onClose: () => void
}) {
  const queryClient = useQueryClient()
  const detail = useQuery(memberDetailQuery(memberNumber))
  const member = detail.data?.member
  const [editing, setEditing] = useState(false)
  const saved = () => {
    setEditing(false)
    void queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, "members"] })
  }
  return (
    <section className="staff-card" aria-labelledby="member-detail-title">
      <h2 id="member-detail-title" className="staff-card__title">
        Member {memberNumber}
        {member && ` · ${member.firstName} ${member.lastName}`}
      </h2>
      {detail.isError && <p role="alert">Could not load this member.</p>}
      {member && editing && (
        <MemberEditForm member={member} onSaved={saved} onCancel={() => setEditing(false)} />
      )}
      {member && !editing && (
        <dl className="member-detail">
          <dt>Status</dt>
          <dd>{memberStatusLabel(member.status)}</dd>
          <dt>Phones</dt>
          <dd>{member.phones.join(", ")}</dd>
          <dt>Email</dt>
          <dd>{member.email ?? "None"}</dd>
          <dt>Charging</dt>
          <dd>{chargingText(member)}</dd>
          <dt>F&amp;B minimum</dt>
          <dd>{detail.data?.minimum?.sentence ?? "None"}</dd>
        </dl>
      )}
      {member && !editing && (
        <>
          <Button size="small" onClick={() => setEditing(true)}>
            Edit
          </Button>{" "}
        </>
      )}
      <Button variant="secondary" size="small" onClick={onClose}>
        Close
      </Button>
    </section>
  )
}
