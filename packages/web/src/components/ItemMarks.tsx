import { type Allergen, allergenWord, type DietaryLabel, dietaryLabelWord } from "@grill/core"
import {
  Bean,
  Egg,
  Fish,
  Leaf,
  type LucideIcon,
  Milk,
  Nut,
  Salad,
  Shell,
  Shrimp,
  Sprout,
  Wheat,
  WheatOff,
  Wine
} from "lucide-react"

/** One icon a mark: decoration only, every mark also says its word. */
const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  milk: Milk,
  eggs: Egg,
  fish: Fish,
  shellfish: Shrimp,
  tree_nuts: Nut,
  peanuts: Shell,
  wheat: Wheat,
  soy: Bean,
  sesame: Sprout
}
const LABEL_ICONS: Record<DietaryLabel, LucideIcon> = {
  vegetarian: Salad,
  vegan: Leaf,
  gluten_free: WheatOff
}

export function AllergenIcon({ allergen }: { readonly allergen: Allergen }) {
  const Icon = ALLERGEN_ICONS[allergen]
  return <Icon aria-hidden size={16} />
}

/**
 * An item's allergens, dietary labels and alcohol as icons with their words (issue 41): the list's
 * name says what they are, each entry its word, so a screen reader reads "Contains: Peanuts, Wheat"
 * and nothing depends on colour.
 */
export function ItemMarks({
  item
}: {
  readonly item: {
    readonly name: string
    readonly allergens: ReadonlyArray<Allergen>
    readonly labels: ReadonlyArray<DietaryLabel>
    readonly alcoholic: boolean
  }
}) {
  if (item.allergens.length === 0 && item.labels.length === 0 && !item.alcoholic) return null
  return (
    <div className="item-marks">
      {item.labels.length > 0 && (
        <ul className="item-marks__list" aria-label={`${item.name} is`}>
          {item.labels.map((label) => {
            const Icon = LABEL_ICONS[label]
            return (
              <li key={label} className="item-mark item-mark--label">
                <Icon aria-hidden size={16} />
                {dietaryLabelWord(label)}
              </li>
            )
          })}
        </ul>
      )}
      {item.allergens.length > 0 && (
        <ul className="item-marks__list" aria-label={`${item.name} contains`}>
          {item.allergens.map((allergen) => (
            <li key={allergen} className="item-mark item-mark--allergen">
              <AllergenIcon allergen={allergen} />
              {allergenWord(allergen)}
            </li>
          ))}
        </ul>
      )}
      {item.alcoholic && (
        <p className="item-mark item-mark--alcohol">
          <Wine aria-hidden size={16} />
          Alcohol, ID checked at handoff
        </p>
      )}
    </div>
  )
}
