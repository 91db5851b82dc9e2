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
          <label key={option} className="chip">
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className="chip__input"
            />
            <span className="chip__label">{props.label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
