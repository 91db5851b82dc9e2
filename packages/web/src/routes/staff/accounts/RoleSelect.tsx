import { STAFF_ROLES, type StaffRole } from "@grill/core"
import { useId } from "react"

const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: "Admin",
  manager: "Manager",
  kitchen: "Kitchen"
}

/** A labelled choice of role; the hint says what the chosen role may do. */
export function RoleSelect({
  label,
  value,
  onChange,
  hint,
  disabled,
  labelHidden = false
}: {
  readonly label: string
  readonly value: StaffRole
  readonly onChange: (role: StaffRole) => void
  readonly hint?: string
  readonly disabled?: boolean
  /** In a table row the column header says it; the label stays for screen readers. */
  readonly labelHidden?: boolean
}) {
  const id = useId()
  return (
    <div className="field">
      <label className={labelHidden ? "field__label visually-hidden" : "field__label"} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
