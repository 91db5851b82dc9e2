import { blankOptionForm, blankOptionGroupForm, type OptionForm, type OptionGroupForm } from "@grill/core"
import { Plus, Trash2 } from "lucide-react"
import { useRef } from "react"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"

type Groups = ReadonlyArray<OptionGroupForm>

function OptionRow(props: {
  readonly option: OptionForm
  readonly where: string
  readonly onChange: (change: Partial<OptionForm>) => void
  readonly onRemove: () => void
}) {
  const { option, where } = props
  return (
    <div className="options-editor__option">
      <TextField
        label="Option"
        aria-label={`Option, ${where}`}
        value={option.name}
        maxLength={60}
        onChange={(event) => props.onChange({ name: event.target.value })}
      />
      <TextField
        label="Price ($)"
        aria-label={`Price ($), ${where}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={option.price}
        onChange={(event) => props.onChange({ price: event.target.value })}
      />
      <Button variant="ghost" size="small" onClick={props.onRemove}>
        <Trash2 aria-hidden size={16} />
        <span className="visually-hidden">Remove option, {where}</span>
      </Button>
    </div>
  )
}

function GroupFields(props: {
  readonly group: OptionGroupForm
  readonly position: number
  readonly newKey: () => string
  readonly onChange: (group: OptionGroupForm) => void
  readonly onRemove: () => void
}) {
  const { group, position } = props
  const title = `group ${position}`
  const change = (update: Partial<OptionGroupForm>) => props.onChange({ ...group, ...update })
  const changeOption = (key: string, update: Partial<OptionForm>) =>
    change({
      options: group.options.map((option) => (option.key === key ? { ...option, ...update } : option))
    })
  return (
    <fieldset className="options-editor__group">
      <legend>Option group {position}</legend>
      <div className="field-row">
        <TextField
          label="Group name"
          aria-label={`Group name, ${title}`}
          placeholder="e.g. Temperature"
          value={group.name}
          maxLength={60}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label="Max choices"
          aria-label={`Max choices, ${title}`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={group.maxChoices}
          onChange={(event) => change({ maxChoices: event.target.value })}
        />
      </div>
      <label className="menu-editor__checkbox">
        <input
          type="checkbox"
          checked={group.required}
          onChange={(event) => change({ required: event.target.checked })}
        />
        Required<span className="visually-hidden">, {title}</span>
      </label>
      {group.options.map((option, index) => (
        <OptionRow
          key={option.key}
          option={option}
          where={`${title}, option ${index + 1}`}
          onChange={(update) => changeOption(option.key, update)}
          onRemove={() => change({ options: group.options.filter((other) => other.key !== option.key) })}
        />
      ))}
      <div className="options-editor__actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() => change({ options: [...group.options, blankOptionForm(props.newKey())] })}
        >
          <Plus aria-hidden size={16} />
          Add option<span className="visually-hidden"> to {title}</span>
        </Button>
        <Button variant="ghost" size="small" onClick={props.onRemove}>
          <Trash2 aria-hidden size={16} />
          Remove group<span className="visually-hidden"> {position}</span>
        </Button>
      </div>
    </fieldset>
  )
}

/** The item's option groups in the add/edit dialog ("Temperature": required, one of…). */
export function OptionGroupsEditor(props: {
  readonly groups: Groups
  readonly problem: string | undefined
  readonly onChange: (groups: Groups) => void
}) {
  const counter = useRef(0)
  const newKey = () => {
    counter.current += 1
    return `new-${counter.current}`
  }
  const { groups } = props
  return (
    <fieldset className="options-editor">
      <legend>Options</legend>
      {groups.length === 0 && (
        <p className="field__hint">No options: the item is added to the cart as it is.</p>
      )}
      {groups.map((group, index) => (
        <GroupFields
          key={group.key}
          group={group}
          position={index + 1}
          newKey={newKey}
          onChange={(changed) =>
            props.onChange(groups.map((other) => (other.key === group.key ? changed : other)))
          }
          onRemove={() => props.onChange(groups.filter((other) => other.key !== group.key))}
        />
      ))}
      {props.problem !== undefined && (
        <p className="field__error" role="alert">
          {props.problem}
        </p>
      )}
      <Button
        variant="secondary"
        size="small"
        onClick={() => props.onChange([...groups, blankOptionGroupForm(newKey())])}
      >
        <Plus aria-hidden size={16} />
        Add option group
      </Button>
    </fieldset>
  )
}
