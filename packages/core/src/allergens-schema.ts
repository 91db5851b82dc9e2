import { Schema } from "effect"
import { ALLERGENS, DIETARY_LABELS } from "./allergens.js"

/* The allergen lists' Schemas; the plain rules and words are allergens.ts. */

export const AllergenSchema = Schema.Literal(...ALLERGENS).annotations({
  message: () => ({ message: `Expected an allergen: one of ${ALLERGENS.join(", ")}`, override: true })
})

export const DietaryLabelSchema = Schema.Literal(...DIETARY_LABELS).annotations({
  message: () => ({
    message: `Expected a dietary label: one of ${DIETARY_LABELS.join(", ")}`,
    override: true
  })
})

/** A set of allergens as sent: each at most once (the server stores them in the list's order). */
export const AllergenList = Schema.Array(AllergenSchema).pipe(
  Schema.maxItems(ALLERGENS.length, { message: () => "An allergen is listed more than once" }),
  Schema.filter((list) => new Set(list).size === list.length || "An allergen is listed more than once")
)

export const DietaryLabelList = Schema.Array(DietaryLabelSchema).pipe(
  Schema.maxItems(DIETARY_LABELS.length, { message: () => "A dietary label is listed more than once" }),
  Schema.filter((list) => new Set(list).size === list.length || "A dietary label is listed more than once")
)
