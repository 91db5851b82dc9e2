import type { PublicOutlet } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { useSearchParams } from "react-router-dom"
import { outletsQuery } from "../../../api/outlets"
import { currentStaffQuery } from "../../../api/staff/auth"
import "./outlet-chips.css"

const OUTLET_PARAM = "outlet"

/**
 * Which outlet's orders a staff list shows (issue 40): all of them, or the one the address names
 * (`?outlet=halfway`, so a reload or a bookmark on the halfway house's tablet keeps it). Only a
 * club with more than one outlet has a choice to make; an account limited to outlets chooses
 * among its own (the server lists only theirs), and one limited to a single outlet has none.
 * `heading` names what the list is of: the chosen outlet, or the account's own outlets.
 */
export function useOutletFilter() {
  const listed = useQuery(outletsQuery)
  const outlets = listed.data ?? []
  const scope = useQuery(currentStaffQuery).data?.outlets ?? null
  const mine = scope === null ? outlets : outlets.filter((outlet) => scope.includes(outlet.slug))
  const [params, setParams] = useSearchParams()
  const named = params.get(OUTLET_PARAM)
  const chosen = mine.find((outlet) => outlet.slug === named)
  const choose = (slug: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (slug === null) next.delete(OUTLET_PARAM)
        else next.set(OUTLET_PARAM, slug)
        return next
      },
      { replace: true }
    )
  const nameOf = (slug: string) => outlets.find((outlet) => outlet.slug === slug)?.name ?? slug
  return {
    outlets: mine.length > 1 ? mine : [],
    chosen: chosen?.slug ?? null,
    choose,
    // Named once the outlets are known (so a slug never flashes up before the name), and only in
    // a club of several: a one-outlet club's screens read as the spec's.
    heading:
      chosen?.name ??
      (scope === null || !listed.isSuccess || outlets.length < 2 ? undefined : scope.map(nameOf).join(", ")),
    // Whose kitchen the dashboard's ordering bar runs: the outlet a chip chose; else an account's
    // own first outlet once the outlets are known (undefined until then), or the club's first (null).
    kitchen: kitchenOf(chosen ?? (scope === null ? null : mine[0]), outlets),
    shown: <T extends { readonly outlet: string }>(orders: ReadonlyArray<T>): ReadonlyArray<T> =>
      chosen === undefined ? orders : orders.filter((order) => order.outlet === chosen.slug)
  }
}

const kitchenOf = (
  outlet: PublicOutlet | null | undefined,
  outlets: ReadonlyArray<PublicOutlet>
): { readonly slug: string | null; readonly name: string | undefined } | undefined => {
  if (outlet === undefined) return undefined
  const several = outlets.length > 1
  if (outlet === null) return { slug: null, name: several ? outlets[0]?.name : undefined }
  return { slug: outlet.slug, name: several ? outlet.name : undefined }
}

/**
 * The outlet filter as chips: "All outlets" (unless `withoutAll`: a menu is always one outlet's)
 * and one per outlet, a radio group for the keyboard.
 */
export function OutletChips(props: {
  readonly outlets: ReadonlyArray<PublicOutlet>
  readonly chosen: string | null
  readonly onChoose: (slug: string | null) => void
  readonly withoutAll?: boolean
}) {
  if (props.outlets.length === 0) return null
  const choices = [
    ...(props.withoutAll === true ? [] : [{ slug: null, name: "All outlets" }]),
    ...props.outlets
  ]
  return (
    <fieldset className="outlet-chips">
      <legend className="visually-hidden">Outlet</legend>
      {choices.map((choice) => (
        <label key={choice.slug ?? ""} className="outlet-chip">
          <input
            type="radio"
            name="outlet-filter"
            className="outlet-chip__input"
            checked={props.chosen === choice.slug}
            onChange={() => props.onChoose(choice.slug)}
          />
          <span className="outlet-chip__label">{choice.name}</span>
        </label>
      ))}
    </fieldset>
  )
}
