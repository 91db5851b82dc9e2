/** Shows the key for a shortcut beside its button's label, e.g. "Refresh Orders (R)". */
export function KeyHint({ shortcut }: { readonly shortcut: string }) {
  return (
    <kbd className="key-hint" aria-hidden>
      {shortcut.toUpperCase()}
    </kbd>
  )
}
