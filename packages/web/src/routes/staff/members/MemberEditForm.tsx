import { dollarsToCents, formatDollars, MINIMUM_PERIODS, type MinimumPeriod } from "@grill/core"
import type { ClubMemberWire } from "@grill/http"
import { type FormEvent, useState } from "react"
import { toApiError } from "../../../api/api-error"
import { saveMember } from "../../../api/staff/members"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"

/** Dollars as typed ("" for none) to cents; undefined when it is not an amount. */
const amountOf = (text: string): number | null | undefined =>
  text.trim() === "" ? null : dollarsToCents(Number(text.trim().replace(/^\$/, "")))

/**
 * Admins edit one member as the billing system would have them: the server checks the phones and
 * names and answers with the member saved (the next import from the billing system wins again).
 */
export function MemberEditForm({
  member,
  onSaved,
  onCancel
}: {
  readonly member: ClubMemberWire
  readonly onSaved: () => void
  readonly onCancel: () => void
}) {
  const [firstName, setFirstName] = useState(member.firstName)
  const [lastName, setLastName] = useState(member.lastName)
  const [phones, setPhones] = useState(member.phones.join("; "))
  const [email, setEmail] = useState(member.email ?? "")
  const [chargeAllowed, setChargeAllowed] = useState(member.chargeAllowed)
  const [limit, setLimit] = useState(member.chargeLimit === null ? "" : formatDollars(member.chargeLimit))
  const [daily, setDaily] = useState(member.dailyLimit === null ? "" : formatDollars(member.dailyLimit))
  const [monthly, setMonthly] = useState(member.periodLimit === null ? "" : formatDollars(member.periodLimit))
  const [minimum, setMinimum] = useState(member.minimum === null ? "" : formatDollars(member.minimum.amount))
  const [period, setPeriod] = useState<MinimumPeriod>(member.minimum?.period ?? "quarter")
  const [problem, setProblem] = useState<string | null>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const chargeLimit = amountOf(limit)
    const dailyLimit = amountOf(daily)
    const periodLimit = amountOf(monthly)
    const minimumCents = amountOf(minimum)
    if (
      chargeLimit === undefined ||
      dailyLimit === undefined ||
      periodLimit === undefined ||
      minimumCents === undefined ||
      minimumCents === 0
    ) {
      setProblem("The charge limits and the F&B minimum must be amounts in dollars (or empty for none)")
      return
    }
    try {
      await saveMember({
        ...member,
        firstName,
        lastName,
        phones: phones.split(";").map((phone) => phone.trim()),
        email: email.trim() === "" ? null : email.trim(),
        chargeAllowed,
        chargeLimit: chargeLimit as ClubMemberWire["chargeLimit"],
        dailyLimit: dailyLimit as ClubMemberWire["dailyLimit"],
        periodLimit: periodLimit as ClubMemberWire["periodLimit"],
        minimum:
          minimumCents === null
            ? null
            : { amount: minimumCents as NonNullable<ClubMemberWire["minimum"]>["amount"], period }
      })
      onSaved()
    } catch (failure) {
      setProblem(toApiError(failure).message)
    }
  }

  return (
    <form className="member-edit" onSubmit={save} aria-label={`Edit member ${member.memberNumber}`}>
      <TextField
        label="First name"
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
      />
      <TextField label="Last name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
      <TextField
        label="Phones (separated by ;)"
        value={phones}
        onChange={(event) => setPhones(event.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label className="member-edit__check">
        <input
          type="checkbox"
          checked={chargeAllowed}
          onChange={(event) => setChargeAllowed(event.target.checked)}
        />{" "}
        May charge orders to the account
      </label>
      <TextField
        label="Charge limit per order ($, empty for none)"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <TextField
        label="Charge limit per day ($, empty for none)"
        value={daily}
        onChange={(event) => setDaily(event.target.value)}
      />
      <TextField
        label="Charge limit per month ($, empty for none)"
        value={monthly}
        onChange={(event) => setMonthly(event.target.value)}
      />
      <TextField
        label="F&B minimum ($, empty for none)"
        value={minimum}
        onChange={(event) => setMinimum(event.target.value)}
      />
      <label className="field">
        <span className="field__label">F&amp;B minimum period</span>
        <select
          className="field__input"
          value={period}
          onChange={(event) => setPeriod(event.target.value as MinimumPeriod)}
        >
          {MINIMUM_PERIODS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      {problem && <p role="alert">{problem}</p>}
      <div>
        <Button type="submit">Save member</Button>{" "}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
