import { type Cents, formatMoney } from "@grill/core"

/** An amount with two decimals ("$12.50"), tabular so columns of prices line up. */
export function Money({ cents, className }: { readonly cents: Cents; readonly className?: string }) {
  return <span className={className ? `money ${className}` : "money"}>{formatMoney(cents)}</span>
}
