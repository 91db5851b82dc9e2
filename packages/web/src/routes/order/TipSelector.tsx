import { tipOptionLabel } from "@grill/core"
import { ChoiceChip } from "./ChoiceChip"

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
          <ChoiceChip
            key={percent}
            name="tip"
            checked={props.value === percent}
            onChoose={() => props.onChange(percent)}
          >
            {tipOptionLabel(percent)}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  )
}
