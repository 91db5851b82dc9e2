/**
 * Allergens and dietary labels (issue 41): the lists, their words, and the rules every client and
 * the server share (an item's conflict with a set of allergies, the menu's "hide items with"
 * filter). Plain data, no Effect: the customer's menu loads it. Their Schemas are allergens-schema.ts.
 */

/** The US top 9 (FDA, since 2023), in the order a menu lists them. */
export const ALLERGENS = [
  "milk",
  "eggs",
  "fish",
  "shellfish",
  "tree_nuts",
  "peanuts",
  "wheat",
  "soy",
  "sesame"
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const DIETARY_LABELS = ["vegetarian", "vegan", "gluten_free"] as const
export type DietaryLabel = (typeof DIETARY_LABELS)[number]

const ALLERGEN_WORDS: Record<Allergen, string> = {
  milk: "Milk",
  eggs: "Eggs",
  fish: "Fish",
  shellfish: "Shellfish",
  tree_nuts: "Tree nuts",
  peanuts: "Peanuts",
  wheat: "Wheat",
  soy: "Soy",
  sesame: "Sesame"
}

const LABEL_WORDS: Record<DietaryLabel, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  gluten_free: "Gluten-free"
}

/** "Tree nuts": how a person reads an allergen. */
export const allergenWord = (allergen: Allergen): string => ALLERGEN_WORDS[allergen]

/** "Gluten-free": how a person reads a dietary label. */
export const dietaryLabelWord = (label: DietaryLabel): string => LABEL_WORDS[label]

/** The short mark the menu prints beside an allergen's word (text, so never colour alone). */
const ALLERGEN_MARKS: Record<Allergen, string> = {
  milk: "M",
  eggs: "E",
  fish: "F",
  shellfish: "SF",
  tree_nuts: "TN",
  peanuts: "P",
  wheat: "W",
  soy: "S",
  sesame: "SE"
}
const LABEL_MARKS: Record<DietaryLabel, string> = { vegetarian: "V", vegan: "VG", gluten_free: "GF" }

export const allergenMark = (allergen: Allergen): string => ALLERGEN_MARKS[allergen]
export const dietaryLabelMark = (label: DietaryLabel): string => LABEL_MARKS[label]

const isAllergen = (value: string): value is Allergen => (ALLERGENS as ReadonlyArray<string>).includes(value)
const isDietaryLabel = (value: string): value is DietaryLabel =>
  (DIETARY_LABELS as ReadonlyArray<string>).includes(value)

/** Typed ways people name them ("tree nuts", "Tree-Nuts", "gluten free") to the list's own words. */
const keyOf = (word: string): string =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_")

/** A set in the lists' own order, each once: what is stored and sent. */
const inListOrder = <A extends string>(list: ReadonlyArray<A>, chosen: Iterable<A>): ReadonlyArray<A> => {
  const set = new Set(chosen)
  return list.filter((entry) => set.has(entry))
}

export const sortedAllergens = (chosen: Iterable<Allergen>): ReadonlyArray<Allergen> =>
  inListOrder(ALLERGENS, chosen)
export const sortedDietaryLabels = (chosen: Iterable<DietaryLabel>): ReadonlyArray<DietaryLabel> =>
  inListOrder(DIETARY_LABELS, chosen)

/**
 * Comma-separated words as typed ("peanuts, tree nuts"; the CLI's flags) into the list, or the
 * words that are not on it: "Unknown allergen: nuts (one of milk, eggs, ...)".
 */
const parseList = <A extends string>(
  text: string,
  list: ReadonlyArray<A>,
  accepts: (value: string) => value is A,
  what: string
): { readonly ok: ReadonlyArray<A> } | { readonly error: string } => {
  const words = text
    .split(",")
    .map(keyOf)
    .filter((word) => word !== "")
  const unknown = words.filter((word) => !accepts(word))
  if (unknown.length > 0)
    return { error: `Unknown ${what}: ${unknown.join(", ")} (one of ${list.join(", ")})` }
  return { ok: inListOrder(list, words.filter(accepts)) }
}

export const parseAllergens = (text: string) => parseList(text, ALLERGENS, isAllergen, "allergen")
export const parseDietaryLabels = (text: string) =>
  parseList(text, DIETARY_LABELS, isDietaryLabel, "dietary label")

/**
 * The stored form of a list ("peanuts,wheat"), and back. Reading keeps only known entries, so a
 * row written by a later version with a new allergen still reads.
 */
export const allergenListText = (list: ReadonlyArray<string>): string => list.join(",")
export const allergensFromText = (text: string): ReadonlyArray<Allergen> =>
  inListOrder(ALLERGENS, text.split(",").filter(isAllergen))
export const dietaryLabelsFromText = (text: string): ReadonlyArray<DietaryLabel> =>
  inListOrder(DIETARY_LABELS, text.split(",").filter(isDietaryLabel))

/** "Peanuts, Tree nuts": a list as a person reads it. */
export const allergenWords = (allergens: ReadonlyArray<Allergen>): string =>
  allergens.map(allergenWord).join(", ")

/** The allergens of an item that someone with `allergies` must not eat, in list order (none: safe). */
export const conflictingAllergens = (
  item: { readonly allergens?: ReadonlyArray<Allergen> | undefined },
  allergies: ReadonlyArray<Allergen>
): ReadonlyArray<Allergen> => {
  const avoid = new Set(allergies)
  return sortedAllergens((item.allergens ?? []).filter((allergen) => avoid.has(allergen)))
}

/** The menu's filter: the items holding none of the allergens to hide (same order). */
export const itemsWithout = <Item extends { readonly allergens?: ReadonlyArray<Allergen> | undefined }>(
  items: ReadonlyArray<Item>,
  hidden: ReadonlyArray<Allergen>
): ReadonlyArray<Item> =>
  hidden.length === 0 ? items : items.filter((item) => conflictingAllergens(item, hidden).length === 0)

/** A cart line whose item conflicts with allergies, for the checkout's flag. */
export interface AllergyConflict {
  readonly itemName: string
  readonly allergens: ReadonlyArray<Allergen>
}

/**
 * The lines of a cart whose items (read from the menu as it is now: a cart saved in the browser
 * carries no allergens) hold one of the allergies, each item once, in cart order.
 */
export const allergyConflicts = (
  lineItemIds: ReadonlyArray<number>,
  menu: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly allergens?: ReadonlyArray<Allergen> | undefined
  }>,
  allergies: ReadonlyArray<Allergen>
): ReadonlyArray<AllergyConflict> => {
  if (allergies.length === 0) return []
  const byId = new Map(menu.map((item) => [item.id, item]))
  const seen = new Set<number>()
  const conflicts: Array<AllergyConflict> = []
  for (const id of lineItemIds) {
    const item = byId.get(id)
    if (item === undefined || seen.has(id)) continue
    seen.add(id)
    const allergens = conflictingAllergens(item, allergies)
    if (allergens.length > 0) conflicts.push({ itemName: item.name, allergens })
  }
  return conflicts
}

/** The checkout's flag for one conflicting item: "Classic Burger contains Wheat, Milk, which you are allergic to". */
export const allergyConflictWords = (conflict: AllergyConflict): string =>
  `${conflict.itemName} contains ${allergenWords(conflict.allergens)}, which you are allergic to`
