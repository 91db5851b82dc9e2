import { formatMoney, memberStatusLabel } from "@grill/core"
import type { ClubMemberWire, MemberListing } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { toApiError } from "../../../api/api-error"
import { STAFF_QUERY_ROOT } from "../../../api/staff/auth"
import { membersQuery, saveMember } from "../../../api/staff/members"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"
import { BackToDashboard } from "../shared/BackToDashboard"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { StaffTable } from "../shared/StaffTable"
import { TableRegion } from "../shared/TableRegion"
import { chargingText } from "./charging-text"
import { MemberDetailCard } from "./MemberDetailCard"
import { MemberImport } from "./MemberImport"

/** Admins: the club's member directory, searched, imported, and a member suspended or reinstated. */
export default function MembersScreen() {
  const venue = useVenue()
  const queryClient = useQueryClient()
  const [search, setSearch] = useState("")
  const members = useQuery(membersQuery(search))
  const [message, setMessage] = useState<string | null>(null)
  const [opened, setOpened] = useState<string | null>(null)
  const setStatus = async (member: MemberListing, status: ClubMemberWire["status"]) => {
    // An admin's listing carries phones and email; one without (a kitchen's) is never saved back whole.
    if (member.phones === undefined || member.email === undefined) return
    try {
      await saveMember({ ...member, phones: member.phones, email: member.email, status })
      setMessage(`Member ${member.memberNumber} is now ${status}`)
      await queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, "members"] })
    } catch (failure) {
      setMessage(toApiError(failure).message)
    }
  }
  return (
    <div className="staff-screen">
      <title>{`Members · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Members" />
      <MemberImport />
      {opened !== null && <MemberDetailCard memberNumber={opened} onClose={() => setOpened(null)} />}
      <section className="staff-card" aria-labelledby="directory-title">
        <h2 id="directory-title" className="staff-card__title">
          Directory
        </h2>
        <TextField
          label="Search by number, name or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {message && <p role="status">{message}</p>}
        <TableRegion label="Club members">
          <StaffTable
            columns={[
              "Number",
              "Name",
              "Phones",
              "Charging",
              "F&B minimum",
              "Status",
              <span key="actions" className="visually-hidden">
                Actions
              </span>
            ]}
          >
            {members.data?.map((member) => (
              <tr key={member.memberNumber}>
                <td>
                  <Button variant="ghost" size="small" onClick={() => setOpened(member.memberNumber)}>
                    {member.memberNumber}
                  </Button>
                </td>
                <td>
                  {member.firstName} {member.lastName}
                </td>
                <td>{member.phones?.join(", ")}</td>
                <td>{chargingText(member)}</td>
                <td>
                  {member.minimum === null
                    ? "None"
                    : `${formatMoney(member.minimum.amount)} a ${member.minimum.period}`}
                </td>
                <td>{memberStatusLabel(member.status)}</td>
                <td>
                  {member.status === "active" ? (
                    <Button onClick={() => setStatus(member, "suspended")}>Suspend</Button>
                  ) : (
                    <Button onClick={() => setStatus(member, "active")}>Reinstate</Button>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        </TableRegion>
      </section>
    </div>
  )
}
