import {
  addedToCartToast,
  checkOptionChoice,
  formatMoney,
  groupRule,
  lineUnitPrice,
  type MenuItem,
  type OptionGroup,
  toggleOption
} from "@grill/core"
import { type FormEvent, useState } from "react"
import { Dialog, DialogClose } from "../../components/Dialog"
import { Money } from "../../components/Money"
import { showToast } from "../../components/toast-store"
import { useCartActions } from "../../hooks/useCart"

type Chosen = ReadonlyArray<number>

/** A group's choices: radios when one may be chosen (with "None" if it is optional), else checkboxes. */
function OptionGroupField(props: {
  readonly group: OptionGroup
  readonly chosen: Chosen
  readonly onChange: (chosen: Chosen) => void
}) {
  const { group, chosen } = props
  const single = group.maxChoices === 1
  const inGroup = (id: number) => group.options.some((option) => option.id === id)
  const pickedHere = chosen.filter(inGroup).length
  const rule = groupRule(group)
  return (
    <fieldset className="options-sheet__group">
      <legend>
        {group.name}
        {rule !== "" && <span className="options-sheet__rule"> ({rule})</span>}
      </legend>
      {single && !group.required && (
        <label className="options-sheet__choice">
          <input
            type="radio"
            name={`group-${group.id}`}
            checked={pickedHere === 0}
            onChange={() => props.onChange(chosen.filter((id) => !inGroup(id)))}
          />
          <span>None</span>
        </label>
      )}
      {group.options.map((option) => {
        const checked = chosen.includes(option.id)
        return (
          <label key={option.id} className="options-sheet__choice">
            <input
              type={single ? "radio" : "checkbox"}
              name={`group-${group.id}`}
              checked={checked}
              // A full group takes no more until one is unchecked.
              disabled={!single && !checked && pickedHere >= group.maxChoices}
              onChange={() => props.onChange(toggleOption([group], chosen, option.id))}
            />
            <span>{option.name}</span>
            {option.price > 0 && (
              <span className="options-sheet__price">{` +${formatMoney(option.price)}`}</span>
            )}
          </label>
        )
      })}
    </fieldset>
  )
}

/**
 * The item card's options sheet: the customer answers the item's groups, then the line is added.
 * Loaded only when an item with options is first added. Focus returns to the Add button on close.
 */
export default function OptionsSheet({
  item,
  onClose
}: {
  readonly item: MenuItem
  readonly onClose: () => void
}) {
  const cartActions = useCartActions()
  const [chosen, setChosen] = useState<Chosen>([])
  const [problem, setProblem] = useState<string | undefined>()
  const choice = checkOptionChoice(item, chosen)
  // The price so far, while a required group may still be unanswered.
  const picked = item.optionGroups
    .flatMap((group) => group.options)
    .filter((option) => chosen.includes(option.id))
  const unitPrice = lineUnitPrice(item.price, picked)
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!choice.ok) {
      setProblem(choice.message)
      return
    }
    cartActions.add(item, 1, "", choice.options)
    showToast(addedToCartToast(1, item.name))
    onClose()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={item.name}
      description="Choose your options"
    >
      <form className="options-sheet" onSubmit={add} noValidate>
        {item.optionGroups.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next)
              setProblem(undefined)
            }}
          />
        ))}
        {problem !== undefined && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary">
            Add to cart · <Money cents={unitPrice} />
          </button>
          <DialogClose className="button button--secondary">Cancel</DialogClose>
        </div>
      </form>
    </Dialog>
  )
}
