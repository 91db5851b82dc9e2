import { STAFF_ROLES, type StaffRole } from "@grill/core"
import { SelectField, type SelectFieldProps } from "../shared/SelectField"

const ROLE_OPTIONS: ReadonlyArray<readonly [StaffRole, string]> = STAFF_ROLES.map((role) => [
  role,
  { admin: "Admin", manager: "Manager", kitchen: "Kitchen" }[role]
])

/** A labelled choice of role; the hint says what the chosen role may do. */
export function RoleSelect(props: Omit<SelectFieldProps<StaffRole>, "options">) {
  return <SelectField {...props} options={ROLE_OPTIONS} />
}
