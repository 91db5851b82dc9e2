import { ALLERGENS, type Allergen, allergenListText, allergensFromText, allergenWord } from "@grill/core"
import { ShieldAlert } from "lucide-react"
import { useId, useState } from "react"
import { AllergenIcon } from "../../components/ItemMarks"

/** Where the menu's "hide items with" choice is kept: for the visit (this tab's session), no longer. */
const HIDDEN_ALLERGENS_KEY = "clubhouse-grill.hidden-allergens"

const readHidden = (): ReadonlyArray<Allergen> => {
  try {
    return allergensFromText(sessionStorage.getItem(HIDDEN_ALLERGENS_KEY) ?? "")
  } catch {
    // Storage can be switched off (private modes): the choice then lives for the page.
    return []
  }
}

/** The allergens whose items the menu hides, remembered for the visit. */
export const useHiddenAllergens = () => {
  const [hidden, setHidden] = useState<ReadonlyArray<Allergen>>(readHidden)
  const toggle = (allergen: Allergen) => {
    const next = hidden.includes(allergen)
      ? hidden.filter((entry) => entry !== allergen)
      : ALLERGENS.filter((entry) => entry === allergen || hidden.includes(entry))
    setHidden(next)
    try {
      sessionStorage.setItem(HIDDEN_ALLERGENS_KEY, allergenListText(next))
    } catch {
      // As above: unwritable storage only costs remembering it.
    }
  }
  return { hidden, toggle } as const
}

/**
 * "Hide items with": a toggle that sits at the end of the category tabs' row (the phone's first
 * dish stays above the fold) over one checkbox an allergen. Says how many items it hides, so an
 * empty category reads as the filter's doing, not the kitchen's. Open while it hides anything.
 */
export function AllergenFilter({
  hidden,
  toggle,
  hiddenCount
}: {
  readonly hidden: ReadonlyArray<Allergen>
  readonly toggle: (allergen: Allergen) => void
  readonly hiddenCount: number
}) {
  const [asked, setAsked] = useState(false)
  const open = asked || hidden.length > 0
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        className="allergen-filter__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setAsked(!open)}
      >
        <ShieldAlert aria-hidden size={18} />
        Allergies?<span className="visually-hidden"> Hide items with…</span>
        {hidden.length > 0 && <span className="allergen-filter__count">{hidden.length}</span>}
      </button>
      <div id={panelId} className="allergen-filter" hidden={!open}>
        <fieldset className="allergen-filter__choices">
          <legend className="allergen-filter__legend">
            Hide items with…
            {hidden.length > 0 && (
              <span className="allergen-filter__hidden">
                {" "}
                ({hiddenCount} {hiddenCount === 1 ? "item" : "items"} hidden)
              </span>
            )}
          </legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="allergen-filter__choice">
              <input type="checkbox" checked={hidden.includes(allergen)} onChange={() => toggle(allergen)} />
              <AllergenIcon allergen={allergen} />
              {allergenWord(allergen)}
            </label>
          ))}
        </fieldset>
        <p className="allergen-filter__hint">
          Marked by our kitchen; tell us about allergies in your order's allergy note too.
        </p>
      </div>
    </>
  )
}
