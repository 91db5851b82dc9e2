import { ChoiceChip } from "./ChoiceChip"

/** One choice of a few, as a row of chips (radio buttons): the tip, and the counter's payment. */
export function ChipChoice<Option extends string | number>(props: {
  readonly legend: string
  /** The radio group's name, unique in the form. */
  readonly name: string
  readonly options: ReadonlyArray<Option>
  readonly value: Option
  readonly label: (option: Option) => string
  readonly onChange: (option: Option) => void
}) {
  return (
    <fieldset className="tip-options">
      <legend>{props.legend}</legend>
      <div className="tip-options__row">
        {props.options.map((option) => (
          <ChoiceChip
            key={option}
            name={props.name}
            checked={props.value === option}
            onChoose={() => props.onChange(option)}
          >
            {props.label(option)}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  )
}
