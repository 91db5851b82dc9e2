import { chargeBlock } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { useDeferredValue, useState } from "react"
import { membersQuery } from "../../api/staff/members"
import { TextField } from "../../components/TextField"
import type { MemberConfirmation } from "./MemberChargeStep"

/**
 * Staff at the counter pick the member to charge by number or name: the directory's search, each
 * match a choice, one that cannot charge shown with the reason the server would give.
 */
export function MemberPicker({ picked }: { readonly picked: MemberConfirmation }) {
  const [search, setSearch] = useState("")
  const query = useDeferredValue(search.trim())
  const found = useQuery({ ...membersQuery(query), enabled: query !== "" })
  const members = query === "" ? [] : (found.data ?? [])
  return (
    <fieldset className="member-picker">
      <legend>Member account</legend>
      <TextField
        label="Find by member number or name"
        data-member-confirmation
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query !== "" && found.isSuccess && members.length === 0 && (
        <p className="field__hint">No member matches “{query}”.</p>
      )}
      <ul className="member-picker__list">
        {members.slice(0, 8).map((member) => {
          const refusal = chargeBlock(member)
          return (
            <li key={member.memberNumber}>
              <label className="member-picker__choice">
                <input
                  type="radio"
                  name="member-account"
                  value={member.memberNumber}
                  checked={picked.value === member.memberNumber}
                  disabled={refusal !== undefined}
                  onChange={() => picked.onChange(member.memberNumber)}
                />
                <span>
                  <strong>{member.memberNumber}</strong> {member.firstName} {member.lastName}
                  {refusal !== undefined && <span className="member-picker__refusal"> · {refusal}</span>}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
