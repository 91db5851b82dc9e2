/** A checkbox inside its label, saying whether the thing it names is on. */
export function CheckboxField({
  label,
  checked,
  onChange,
  className
}: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly className: string
}) {
  return (
    <label className={className}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  )
}
