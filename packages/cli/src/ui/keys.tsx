import { type Key, useInput } from "ink"
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef } from "react"

export type KeyHandler = (input: string, key: Key) => void

/** A screen's own keys: true when it used the key (Tab moving the focus, Esc...). */
export type ScreenKeys = (input: string, key: Key) => boolean

/**
 * One key at a time. Ink hands over text typed ahead or pasted as one piece ("\t+", "jones\r"),
 * splitting only escape sequences (arrows...): Tab, Enter and backspace inside it become keys of their own.
 */
export const splitKeys = (input: string, key: Key): ReadonlyArray<readonly [string, Key]> => {
  if (input.length <= 1 || input.startsWith("\u001b") || key.ctrl || key.meta) return [[input, key]]
  return Array.from(input, (char) => [
    char,
    {
      ...key,
      return: char === "\r" || char === "\n",
      tab: char === "\t",
      backspace: char === "\u007f" || char === "\b",
      delete: false
    }
  ])
}

interface KeySubscriber {
  readonly takesKeys: () => boolean
  readonly handle: KeyHandler
}

interface KeyBus {
  readonly subscribe: (subscriber: KeySubscriber) => () => void
}

const KeyBusContext = createContext<KeyBus | undefined>(undefined)

/**
 * Routes every key, one at a time, first to the screen (`onKey` returns true when it used the key:
 * Tab moving the focus, Esc...) and then to the parts of the form. A key typed ahead therefore lands
 * where the keys before it moved the focus, even before the screen has redrawn.
 */
export function KeyRouter({ onKey, children }: { readonly onKey: ScreenKeys; readonly children: ReactNode }) {
  // Read when a key arrives, so the key meets this render's state even before Ink re-subscribes.
  const latestOnKey = useRef(onKey)
  latestOnKey.current = onKey
  const subscribers = useRef(new Set<KeySubscriber>())
  const bus = useRef<KeyBus>({
    subscribe: (subscriber) => {
      subscribers.current.add(subscriber)
      return () => {
        subscribers.current.delete(subscriber)
      }
    }
  })
  useInput((input, key) => {
    for (const [char, charKey] of splitKeys(input, key)) {
      if (latestOnKey.current(char, charKey)) continue
      // Chosen before any handles it: an Enter that moves the focus must not reach the next field too.
      const takers = [...subscribers.current].filter((subscriber) => subscriber.takesKeys())
      for (const taker of takers) taker.handle(char, charKey)
    }
  })
  return <KeyBusContext.Provider value={bus.current}>{children}</KeyBusContext.Provider>
}

/**
 * Keys for one part of a screen. `isActive` is what the screen shows as focused; `takesKeys`, when
 * given, says whether the part has the focus right now (see KeyRouter). Outside a KeyRouter the part
 * reads the keyboard itself while active.
 */
export const useKeys = (handler: KeyHandler, isActive: boolean, takesKeys?: () => boolean): void => {
  const bus = useContext(KeyBusContext)
  const latest = useRef({ handler, isActive, takesKeys })
  latest.current = { handler, isActive, takesKeys }
  // Subscribed as the part appears on screen, not later: a key pressed right away must find it.
  useLayoutEffect(
    () =>
      bus?.subscribe({
        takesKeys: () => {
          const { isActive, takesKeys } = latest.current
          return takesKeys === undefined ? isActive : takesKeys()
        },
        handle: (input, key) => latest.current.handler(input, key)
      }),
    [bus]
  )
  useInput(
    (input, key) => {
      for (const [char, charKey] of splitKeys(input, key)) latest.current.handler(char, charKey)
    },
    { isActive: bus === undefined && isActive }
  )
}
