import {
  ALLERGENS,
  type Allergen,
  allergenWord,
  DIETARY_LABELS,
  type DietaryLabel,
  dietaryLabelWord,
  sortedAllergens,
  sortedDietaryLabels
} from "@grill/core"
import { CheckboxField } from "../shared/CheckboxField"

/** What staff mark on an item (issue 41): its allergens, dietary labels and whether it is alcohol. */
export interface ItemMarks {
  readonly allergens: ReadonlyArray<Allergen>
  readonly labels: ReadonlyArray<DietaryLabel>
  readonly alcoholic: boolean
}

export const NO_MARKS: ItemMarks = { allergens: [], labels: [], alcoholic: false }

const toggled = <A extends string>(list: ReadonlyArray<A>, entry: A): ReadonlyArray<A> =>
  list.includes(entry) ? list.filter((chosen) => chosen !== entry) : [...list, entry]

/** Checkboxes for the top 9 allergens, the dietary labels and the alcohol flag. */
export function ItemMarksEditor({
  marks,
  onChange
}: {
  readonly marks: ItemMarks
  readonly onChange: (marks: ItemMarks) => void
}) {
  return (
    <>
      <fieldset className="menu-editor__marks">
        <legend className="field__label">Contains (allergens)</legend>
        {ALLERGENS.map((allergen) => (
          <CheckboxField
            key={allergen}
            label={allergenWord(allergen)}
            checked={marks.allergens.includes(allergen)}
            onChange={() =>
              onChange({ ...marks, allergens: sortedAllergens(toggled(marks.allergens, allergen)) })
            }
            className="menu-editor__checkbox"
          />
        ))}
      </fieldset>
      <fieldset className="menu-editor__marks">
        <legend className="field__label">Dietary labels</legend>
        {DIETARY_LABELS.map((label) => (
          <CheckboxField
            key={label}
            label={dietaryLabelWord(label)}
            checked={marks.labels.includes(label)}
            onChange={() => onChange({ ...marks, labels: sortedDietaryLabels(toggled(marks.labels, label)) })}
            className="menu-editor__checkbox"
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Alcoholic (Check ID at handoff)"
        checked={marks.alcoholic}
        onChange={(alcoholic) => onChange({ ...marks, alcoholic })}
        className="menu-editor__checkbox"
      />
    </>
  )
}
