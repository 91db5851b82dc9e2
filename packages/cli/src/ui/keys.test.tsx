import { Text } from "ink"
import { render } from "ink-testing-library"
import { useRef, useState } from "react"
import { describe, expect, it } from "vitest"
import { settle } from "../../test/support/ink.js"
import { KeyRouter, splitKeys, useKeys } from "./keys.js"

const noKey = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false
}

describe("splitKeys", () => {
  it("splits text typed ahead into keys, with Tab, Enter and backspace as keys of their own", () => {
    const split = splitKeys("a\t\r\u007f", noKey)
    expect(split.map(([input]) => input)).toEqual(["a", "\t", "\r", "\u007f"])
    expect(split.map(([, key]) => [key.tab, key.return, key.backspace])).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
      [false, false, true]
    ])
  })

  it("leaves single keys and escape sequences alone", () => {
    expect(splitKeys("x", noKey)).toEqual([["x", noKey]])
    expect(splitKeys("\u001b[A", { ...noKey, upArrow: true })).toHaveLength(1)
  })
})

function Field({ name, focus }: { readonly name: string; readonly focus: { current: string } }) {
  const [text, setText] = useState("")
  useKeys(
    (input) => setText((current) => current + input),
    focus.current === name,
    () => focus.current === name
  )
  return (
    <Text>
      {name}={text}
    </Text>
  )
}

function Form() {
  const focus = useRef("a")
  const [, redraw] = useState(0)
  return (
    <KeyRouter
      onKey={(_input, key) => {
        if (!key.tab) return false
        focus.current = focus.current === "a" ? "b" : "a"
        redraw((count) => count + 1)
        return true
      }}
    >
      <Field name="a" focus={focus} />
      <Field name="b" focus={focus} />
    </KeyRouter>
  )
}

describe("KeyRouter", () => {
  it("sends keys typed ahead where the keys before them moved the focus", async () => {
    const { stdin, lastFrame } = render(<Form />)
    await settle()
    stdin.write("xy\tzw")
    await settle()
    expect(lastFrame()).toBe("a=xy\nb=zw")
  })
})
