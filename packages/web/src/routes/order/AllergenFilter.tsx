import { ALLERGENS, type Allergen, allergenListText, allergensFromText, allergenWord } from "@grill/core"
import { useState } from "react"
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
 * "Hide items with": one checkbox an allergen, folded away until asked for. Says how many items it
 * hides, so an empty category reads as the filter's doing, not the kitchen's.
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
  return (
    <details className="allergen-filter" open={hidden.length > 0 ? true : undefined}>
      <summary className="allergen-filter__summary">
        Allergies? Hide items with…
        {hidden.length > 0 && (
          <span className="allergen-filter__count">
            {" "}
            ({hiddenCount} {hiddenCount === 1 ? "item" : "items"} hidden)
          </span>
        )}
      </summary>
      <fieldset className="allergen-filter__choices">
        <legend className="visually-hidden">Hide items with</legend>
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
    </details>
  )
}
