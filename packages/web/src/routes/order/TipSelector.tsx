import { tipOptionLabel } from "@grill/core"

export function TipSelector(props: {
  readonly options: ReadonlyArray<number>
  readonly value: number
  readonly onChange: (percent: number) => void
}) {
  return (
    <fieldset className="tip-options">
      <legend>Add a tip</legend>
      <div className="tip-options__row">
        {props.options.map((percent) => (
          <label key={percent} className="chip">
            <input
              type="radio"
              name="tip"
              value={percent}
              checked={props.value === percent}
              onChange={() => props.onChange(percent)}
              className="chip__input"
            />
            <span className="chip__label">{tipOptionLabel(percent)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
