import { tidyMemberNumber } from "@grill/core"
import { useEffect, useRef, useState } from "react"
import type { MemberMatch, NewOrderSource } from "./new-order-source.js"

/**
 * The member a counter order is charged to: the typed number, or the one member the typed text
 * (number or name) finds. Several matches wait for more letters; a member who cannot charge is
 * listed with the reason the server would give.
 */
export const pickedMember = (text: string, matches: ReadonlyArray<MemberMatch>): MemberMatch | undefined =>
  matches.find((match) => match.memberNumber === tidyMemberNumber(text)) ??
  (matches.length === 1 ? matches[0] : undefined)

/** The member search of `grill orders new`, asked of the server as staff type (while charging). */
export function useMemberPick(source: NewOrderSource, charging: boolean) {
  const [text, setText] = useState("")
  const latest = useRef(text)
  const [matches, setMatches] = useState<ReadonlyArray<MemberMatch>>([])
  const query = text.trim()
  useEffect(() => {
    if (!charging || query === "") {
      setMatches([])
      return
    }
    let current = true
    source.findMembers(query).then(
      (found) => current && setMatches(found),
      () => current && setMatches([])
    )
    return () => {
      current = false
    }
  }, [source, query, charging])
  const picked = pickedMember(text, matches)
  const ready = matches.length > 0 || query === ""
  return {
    text,
    /** Edits read the newest text, as keys can come faster than redraws. */
    edit: (change: (value: string) => string) => {
      latest.current = change(latest.current)
      setText(latest.current)
    },
    matches: ready ? matches : [],
    picked: charging && picked?.refusal === undefined ? picked : undefined
  }
}

export type MemberPick = ReturnType<typeof useMemberPick>
