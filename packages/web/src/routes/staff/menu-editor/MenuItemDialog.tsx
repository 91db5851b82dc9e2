import {
  blankMenuItemForm,
  type CatalogueItem,
  formatServingHours,
  type MenuCategory,
  type MenuItem,
  type MenuItemDraft,
  type MenuItemForm,
  type MenuItemFormErrors,
  menuItemFormFrom,
  newOutletPlaceForm,
  type OptionGroupForm,
  type OutletPlace,
  type OutletPlaceForm,
  optionGroupsDraft,
  optionGroupsFormFrom,
  outletPlaceFormsFrom,
  outletPlacesFromForms,
  type PublicOutlet,
  parseDollars,
  parseServingHours,
  validateMenuItemForm
} from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Option } from "effect"
import { type FormEvent, useId, useState } from "react"
import { menuItemsQuery } from "../../../api/menu"
import { addMenuItem, updateMenuItem } from "../../../api/staff/menu"
import { Button } from "../../../components/Button"
import { Dialog, DialogClose } from "../../../components/Dialog"
import { TextField } from "../../../components/TextField"
import { showToast } from "../../../components/toast-store"
import { CheckboxField } from "../shared/CheckboxField"
import { type ItemMarks, ItemMarksEditor, NO_MARKS } from "./ItemMarksEditor"
import { OptionGroupsEditor } from "./OptionGroupsEditor"
import { OutletPlacesField } from "./OutletPlacesField"
import { ServingHoursField } from "./ServingHoursField"

/** Which dialog is open: add (with the spec's defaults) or edit (with the item's values). */
export type MenuItemEditing =
  | { readonly kind: "add" }
  | { readonly kind: "edit"; readonly item: MenuItem | CatalogueItem }

const TEXTS = {
  add: {
    title: "Add New Item",
    saved: "Menu item added",
    failed: { title: "Add failed", description: "Failed to add the menu item. Please try again." }
  },
  edit: {
    title: "Edit Menu Item",
    saved: "Menu item updated",
    failed: { title: "Update failed", description: "Failed to update the menu item. Please try again." }
  }
} as const

const hasErrors = (errors: MenuItemFormErrors) => errors.name !== undefined || errors.price !== undefined

/** The form as a draft the server accepts, or the per-field errors that stop it. */
const toDraft = (
  form: MenuItemForm,
  optionGroups: ReadonlyArray<OptionGroupForm>,
  servingText: string
):
  | { draft: MenuItemDraft }
  | { errors: MenuItemFormErrors; optionsProblem?: string; servingProblem?: string } => {
  const errors = validateMenuItemForm(form)
  const options = optionGroupsDraft(optionGroups)
  const serving = parseServingHours(servingText)
  const optionsProblem = "problem" in options ? { optionsProblem: options.problem } : {}
  const servingProblem = serving.ok ? {} : { servingProblem: serving.message }
  if (hasErrors(errors) || "problem" in options || !serving.ok)
    return { errors, ...optionsProblem, ...servingProblem }
  return Option.match(parseDollars(form.price), {
    onNone: () => ({ errors: { price: "Price must be a number" } }),
    onSome: (price) => ({
      draft: {
        name: form.name.trim(),
        description: form.description.trim(),
        price,
        categoryId: form.categoryId,
        available: form.available,
        optionGroups: options.draft,
        servingHours: serving.hours
      }
    })
  })
}

/** The places as the item had them, to tell whether staff changed any. */
const samePlaces = (a: ReadonlyArray<OutletPlace>, b: ReadonlyArray<OutletPlace>) =>
  a.length === b.length &&
  a.every((place) => {
    const other = b.find((each) => each.slug === place.slug)
    return other !== undefined && other.price === place.price && other.available === place.available
  })

function MenuItemFields({
  form,
  errors,
  categories,
  onChange
}: {
  readonly form: MenuItemForm
  readonly errors: MenuItemFormErrors
  readonly categories: ReadonlyArray<MenuCategory>
  readonly onChange: (change: Partial<MenuItemForm>) => void
}) {
  const id = useId()
  return (
    <>
      <TextField
        label="Name"
        required
        value={form.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          value={form.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          value={form.price}
          error={errors.price}
          onChange={(event) => onChange({ price: event.target.value })}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="select"
            value={form.categoryId}
            onChange={(event) => onChange({ categoryId: event.target.value })}
          >
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CheckboxField
        label="Available to order"
        checked={form.available}
        onChange={(available) => onChange({ available })}
        className="menu-editor__checkbox"
      />
    </>
  )
}

/**
 * Add or edit one item. Closes after a successful save; the item list is refetched either way.
 * `outlets`: the club's, when it has several (none: a one-outlet club's dialog, as the spec's); a
 * new item starts on the `listedOutlet`'s menu, the one staff are looking at.
 */
export function MenuItemDialog({
  editing,
  categories,
  outlets,
  listedOutlet,
  onClose
}: {
  readonly editing: MenuItemEditing
  readonly categories: ReadonlyArray<MenuCategory>
  readonly outlets: ReadonlyArray<PublicOutlet>
  readonly listedOutlet: string | undefined
  readonly onClose: () => void
}) {
  const queryClient = useQueryClient()
  const texts = TEXTS[editing.kind]
  const [form, setForm] = useState<MenuItemForm>(() =>
    editing.kind === "edit" ? menuItemFormFrom(editing.item) : blankMenuItemForm
  )
  const [errors, setErrors] = useState<MenuItemFormErrors>({})
  const [optionGroups, setOptionGroups] = useState<ReadonlyArray<OptionGroupForm>>(() =>
    editing.kind === "edit" ? optionGroupsFormFrom(editing.item.optionGroups) : []
  )
  const [optionsProblem, setOptionsProblem] = useState<string | undefined>()
  const [servingText, setServingText] = useState(() =>
    editing.kind === "edit" ? formatServingHours(editing.item.servingHours) : ""
  )
  const [servingProblem, setServingProblem] = useState<string | undefined>()
  const [marks, setMarks] = useState<ItemMarks>(() =>
    editing.kind === "edit"
      ? { allergens: editing.item.allergens, labels: editing.item.labels, alcoholic: editing.item.alcoholic }
      : NO_MARKS
  )
  // Where it is sold: the catalogue's places when editing in a club of several, else the listed outlet's.
  const initialPlaces: ReadonlyArray<OutletPlace> =
    editing.kind === "edit"
      ? "places" in editing.item
        ? editing.item.places
        : []
      : listedOutlet === undefined
        ? []
        : [{ slug: listedOutlet, price: null, available: true }]
  const [placeRows, setPlaceRows] = useState<Readonly<Record<string, OutletPlaceForm>>>(() =>
    Object.fromEntries(outletPlaceFormsFrom(initialPlaces).map((row) => [row.slug, row]))
  )
  const [chosenOutlets, setChosenOutlets] = useState<ReadonlyArray<string>>(() =>
    initialPlaces.map((place) => place.slug)
  )
  const [outletsError, setOutletsError] = useState<{ problem: string; slug: string | undefined }>()
  const save = useMutation({
    mutationFn: (draft: MenuItemDraft) =>
      editing.kind === "edit" ? updateMenuItem(editing.item.id, draft) : addMenuItem(draft),
    onSuccess: () => {
      showToast({ title: texts.saved })
      onClose()
    },
    onError: () => showToast({ ...texts.failed, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsQuery.queryKey })
  })

  const change = (update: Partial<MenuItemForm>) => {
    const next = { ...form, ...update }
    setForm(next)
    // Once a field has been flagged, its message follows the typing.
    if (hasErrors(errors)) setErrors(validateMenuItemForm(next))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = toDraft(form, optionGroups, servingText)
    if ("errors" in result) {
      setErrors(result.errors)
      setOptionsProblem(result.optionsProblem)
      setServingProblem(result.servingProblem)
      return
    }
    const several = outlets.length > 0
    const places = several
      ? outletPlacesFromForms(
          chosenOutlets.map((slug) => placeRows[slug] ?? newOutletPlaceForm(slug)),
          (slug) => outlets.find((outlet) => outlet.slug === slug)?.name ?? slug
        )
      : { places: [] }
    if ("problem" in places) {
      setOutletsError(places)
      return
    }
    // Sent only when changed: outlets sent replace the item's places, with their own prices and flags.
    const placed =
      several && (editing.kind === "add" || !samePlaces(places.places, initialPlaces))
        ? { outlets: places.places }
        : {}
    save.mutate({ ...result.draft, ...marks, ...placed })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={texts.title}>
      <form className="menu-editor__form" onSubmit={submit} noValidate>
        <MenuItemFields form={form} errors={errors} categories={categories} onChange={change} />
        {outlets.length > 0 && (
          <OutletPlacesField
            outlets={outlets}
            rows={placeRows}
            chosen={chosenOutlets}
            error={outletsError}
            itemPrice={form.price}
            onChange={(rows, chosen) => {
              setPlaceRows(rows)
              setChosenOutlets(chosen)
              setOutletsError(undefined)
            }}
          />
        )}
        <ServingHoursField
          value={servingText}
          error={servingProblem}
          onChange={(text) => {
            setServingText(text)
            setServingProblem(undefined)
          }}
        />
        <ItemMarksEditor marks={marks} onChange={setMarks} />
        <OptionGroupsEditor
          groups={optionGroups}
          problem={optionsProblem}
          onChange={(groups) => {
            setOptionGroups(groups)
            setOptionsProblem(undefined)
          }}
        />
        <div className="dialog__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </div>
      </form>
    </Dialog>
  )
}
