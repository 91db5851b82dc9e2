import { newOutletPlaceForm, type OutletPlaceForm, type PublicOutlet } from "@grill/core"

/**
 * The outlets whose menus the item is on (only in a club of several), each with the item's own
 * price there (blank: the item's) and whether it is available there: sold out at the cart while
 * still on at the grill. `rows` holds every outlet's row, typed or not; `chosen` the ones it is on.
 */
export function OutletPlacesField({
  outlets,
  rows,
  chosen,
  error,
  itemPrice,
  onChange
}: {
  readonly outlets: ReadonlyArray<PublicOutlet>
  readonly rows: Readonly<Record<string, OutletPlaceForm>>
  readonly chosen: ReadonlyArray<string>
  readonly error: { readonly problem: string; readonly slug: string | undefined } | undefined
  /** The item's own price as typed: what a blank outlet price means. */
  readonly itemPrice: string
  readonly onChange: (rows: Readonly<Record<string, OutletPlaceForm>>, chosen: ReadonlyArray<string>) => void
}) {
  const rowOf = (slug: string) => rows[slug] ?? newOutletPlaceForm(slug)
  const edit = (slug: string, change: Partial<OutletPlaceForm>) =>
    onChange({ ...rows, [slug]: { ...rowOf(slug), ...change } }, chosen)
  const toggle = (slug: string, on: boolean) =>
    onChange(
      rows,
      outlets.map((outlet) => outlet.slug).filter((each) => (each === slug ? on : chosen.includes(each)))
    )
  return (
    <fieldset className="menu-editor__outlets">
      <legend className="field__label">Outlets</legend>
      <p className="field__hint">A price left blank is the item's price.</p>
      {outlets.map((outlet) => {
        const row = rowOf(outlet.slug)
        const on = chosen.includes(outlet.slug)
        const invalid = error !== undefined && error.slug === outlet.slug
        return (
          <div key={outlet.slug} className="menu-editor__place">
            <label className="menu-editor__checkbox">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => toggle(outlet.slug, event.target.checked)}
              />
              {outlet.name}
            </label>
            {on && (
              <div className="menu-editor__place-own">
                <label className="menu-editor__place-price">
                  <span>
                    Price<span className="visually-hidden"> at {outlet.name} ($)</span>
                  </span>
                  <input
                    className="field__input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    placeholder={itemPrice}
                    value={row.price}
                    aria-invalid={invalid}
                    onChange={(event) => edit(outlet.slug, { price: event.target.value })}
                  />
                </label>
                <label className="menu-editor__checkbox">
                  <input
                    type="checkbox"
                    checked={row.available}
                    onChange={(event) => edit(outlet.slug, { available: event.target.checked })}
                  />
                  <span>
                    Available<span className="visually-hidden"> at {outlet.name}</span>
                  </span>
                </label>
              </div>
            )}
          </div>
        )
      })}
      {error !== undefined && (
        <p className="field__error" role="alert">
          {error.problem}
        </p>
      )}
    </fieldset>
  )
}
