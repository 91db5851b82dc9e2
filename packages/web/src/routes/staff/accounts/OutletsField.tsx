import type { Outlet } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { staffOutletsQuery } from "../../../api/outlets"

/** The outlets an account works at: their slugs, or null for every outlet (now and added later). */
export type AccountOutlets = ReadonlyArray<string> | null

/**
 * The club's outlets that still take part (retired ones are named, never offered), fetched for
 * admins; a club with one outlet has no choice to make, so the screen shows none.
 */
export function useChoosableOutlets() {
  const outlets = useQuery(staffOutletsQuery).data ?? []
  const nameOf = (slug: string) => outlets.find((outlet) => outlet.slug === slug)?.name ?? slug
  return {
    choosable: outlets.length > 1 ? outlets.filter((outlet) => outlet.retiredAt === null) : [],
    describe: (chosen: AccountOutlets) => (chosen === null ? "All outlets" : chosen.map(nameOf).join(", "))
  }
}

/** Why a choice cannot be saved: an account limited to outlets names at least one. */
export const outletsProblem = (chosen: AccountOutlets): string | undefined =>
  chosen !== null && chosen.length === 0 ? "Choose at least one outlet, or All outlets" : undefined

/**
 * "All outlets" (the default) or some of them, as checkboxes: an account limited to outlets sees,
 * hears and changes only their orders.
 */
export function OutletsField({
  legend,
  outlets,
  value,
  error,
  onChange
}: {
  readonly legend: string
  readonly outlets: ReadonlyArray<Outlet>
  readonly value: AccountOutlets
  readonly error?: string | undefined
  readonly onChange: (value: AccountOutlets) => void
}) {
  const toggle = (slug: string, on: boolean) =>
    onChange(
      outlets
        .map((outlet) => outlet.slug)
        .filter((each) => (each === slug ? on : (value ?? []).includes(each)))
    )
  return (
    <fieldset className="staff-accounts__outlets">
      <legend className="field__label">{legend}</legend>
      <label className="staff-accounts__outlet">
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />
        All outlets
      </label>
      {value !== null &&
        outlets.map((outlet) => (
          <label key={outlet.slug} className="staff-accounts__outlet">
            <input
              type="checkbox"
              checked={value.includes(outlet.slug)}
              onChange={(event) => toggle(outlet.slug, event.target.checked)}
            />
            {outlet.name}
          </label>
        ))}
      {error !== undefined && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
