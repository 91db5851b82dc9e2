import { ALLERGENS, type Allergen, allergenWord, allergenWords, sortedAllergens } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useQueryClient } from "@tanstack/react-query"
import { HeartPulse } from "lucide-react"
import { type FormEvent, useState } from "react"
import { saveAllergies } from "../../api/loyalty"
import { Button } from "../../components/Button"
import { AllergenIcon } from "../../components/ItemMarks"
import { showToast } from "../../components/toast-store"

/**
 * The member's allergies (issue 41): saved with the phone's proof, printed in the allergy box at
 * the top of every kitchen ticket of theirs, and flagged against the cart at checkout.
 */
export function AllergiesCard({ user }: { readonly user: LoyaltyUser }) {
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<ReadonlyArray<Allergen>>(user.allergies)
  const [saving, setSaving] = useState(false)
  const toggle = (allergen: Allergen) =>
    setChosen((current) =>
      current.includes(allergen)
        ? current.filter((entry) => entry !== allergen)
        : sortedAllergens([...current, allergen])
    )
  const save = (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    saveAllergies(user, chosen).then(
      (saved) => {
        setSaving(false)
        showToast({
          title: "Allergies saved",
          description:
            saved.allergies.length === 0
              ? "No allergies on file."
              : `The kitchen will see: ${allergenWords(saved.allergies)}.`
        })
        void queryClient.invalidateQueries({ queryKey: ["loyalty", "status", user.id] })
        void queryClient.invalidateQueries({ queryKey: ["users"] })
      },
      (error: unknown) => {
        setSaving(false)
        showToast({
          title: "Error",
          description: error instanceof Error ? error.message : "Could not save your allergies.",
          variant: "destructive"
        })
      }
    )
  }
  return (
    <section className="card loyalty-allergies" aria-labelledby="allergies-title">
      <h2 id="allergies-title" className="card__title">
        <HeartPulse aria-hidden size={20} /> Your Allergies
      </h2>
      <form onSubmit={save}>
        <fieldset className="loyalty-allergies__choices">
          <legend className="loyalty-allergies__hint">
            Printed at the top of your kitchen tickets, and flagged when your cart holds one.
          </legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="loyalty-allergies__choice">
              <input type="checkbox" checked={chosen.includes(allergen)} onChange={() => toggle(allergen)} />
              <AllergenIcon allergen={allergen} />
              {allergenWord(allergen)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save allergies"}
        </Button>
      </form>
    </section>
  )
}
