import { useId } from "react"

export interface SelectFieldProps<T extends string | number> {
  readonly label: string
  readonly value: T
  /** Each choice's value and the words shown for it, in the order offered. */
  readonly options: ReadonlyArray<readonly [T, string]>
  readonly onChange: (value: T) => void
  readonly hint?: string | undefined
  readonly disabled?: boolean | undefined
  /** In a table row the column header says it; the label stays for screen readers. */
  readonly labelHidden?: boolean
  readonly className?: string | undefined
}

/** A labelled select of fixed choices, with an optional hint under it. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
  disabled,
  labelHidden = false,
  className
}: SelectFieldProps<T>) {
  const id = useId()
  return (
    <div className={className === undefined ? "field" : `field ${className}`}>
      <label className={labelHidden ? "field__label visually-hidden" : "field__label"} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => {
          const chosen = options[event.target.selectedIndex]
          if (chosen !== undefined) onChange(chosen[0])
        }}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
