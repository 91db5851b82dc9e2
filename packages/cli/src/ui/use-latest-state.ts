import { type RefObject, useCallback, useRef, useState } from "react"

/**
 * State whose newest value key handlers can read before the screen redraws: Ink may deliver several
 * keys (↓ then Enter, typed ahead) between two renders, and each must see the effect of the one before.
 */
export const useLatestState = <A>(initial: A): readonly [A, (next: A) => void, RefObject<A>] => {
  const [value, setValue] = useState(initial)
  const latest = useRef(value)
  latest.current = value
  const set = useCallback((next: A) => {
    latest.current = next
    setValue(next)
  }, [])
  return [value, set, latest]
}
