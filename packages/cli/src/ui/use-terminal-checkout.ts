import { randomUUID } from "node:crypto"
import {
  type Cart,
  type CheckoutDraft,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutMenu,
  type CheckoutPolicy,
  type CheckoutState,
  phoneToLookUp,
  placeOrderFailedLine,
  REWARD_CODE_TITLE,
  refusalLine,
  startCheckout,
  stepCheckout,
  type VenueConfig
} from "@grill/core"
import { makeOrderSubmission, type Order } from "@grill/http"
import { useEffect, useMemo, useRef, useState } from "react"
import type { NoticeMessage } from "./Notice.js"
import type { NewOrderSource } from "./new-order-source.js"
import { failureMessage } from "./source.js"
import { useMemberPick } from "./use-member-pick.js"

/** The terminal has no Find or Verify button: a complete phone is looked up, an address checked on submit. */
const TERMINAL: CheckoutPolicy = { fillFromLookup: true, checkAddressOnSubmit: true }

const errorNotice = (text: string): NoticeMessage => ({ tone: "error", text })

/**
 * The checkout machine of core, held for Ink, with its effects run against the server: the phone
 * lookup, the address check and placing the order; refusals become the notice line.
 */
export function useTerminalCheckout(input: {
  readonly source: NewOrderSource
  readonly venue: VenueConfig
  /** The menu the cart is filled from: a scheduled order's unserved item is refused before sending. */
  readonly menu?: CheckoutMenu
  readonly onPlaced: (order: Order) => void
  /** The server's prices differ from the cart's: reload the menu (the cart then takes its prices). */
  readonly onPricesChanged: () => void
}) {
  const { source, venue } = input
  const [state, setState] = useState<CheckoutState>(() =>
    startCheckout({ venue, policy: TERMINAL, idempotencyKey: randomUUID(), entry: source.entry })
  )
  const [notice, setNotice] = useState<NoticeMessage | undefined>(undefined)
  // Keys can arrive faster than redraws: each event steps the newest state, not the last drawn one.
  const latest = useRef(state)

  // The effects read the newest props; `send` stays the same function for the screen's life.
  const props = useRef(input)
  props.current = input

  // The member a member charge goes to (staff only), read when the order is placed.
  const member = useMemberPick(source, state.entry === "staff" && state.paymentMethod === "member_charge")
  const chargeTo = useRef<string | null>(null)
  chargeTo.current = member.picked?.memberNumber ?? null

  const send = useMemo(() => {
    const step = (event: CheckoutEvent): void => {
      const next = stepCheckout(latest.current, event, {
        venue,
        newKey: randomUUID,
        menu: props.current.menu
      })
      latest.current = next.state
      setState(next.state)
      for (const effect of next.effects) run(effect)
    }
    const run = (effect: CheckoutEffect): void => {
      switch (effect.type) {
        case "refuse": {
          const { title, description } = effect.problem
          setNotice(errorNotice([title, description].filter(Boolean).join(": ")))
          return
        }
        case "checkAddress":
          props.current.source.checkAddress(effect.address).then(
            (check) => step({ type: "addressChecked", isValid: check.isValid, error: check.error ?? "" }),
            () => step({ type: "addressCheckFailed" })
          )
          return
        case "checkRewardCode":
          props.current.source.checkRewardCode(effect.phone, effect.code).then(
            (offer) => step({ type: "rewardCodeChecked", offer }),
            (error) => step({ type: "rewardCodeRefused", message: failureMessage(error) })
          )
          return
        case "place":
          setNotice(undefined)
          void place(effect.draft, effect.idempotencyKey)
          return
      }
    }
    const place = async (draft: CheckoutDraft, key: string) => {
      const charged = draft.paymentMethod === "member_charge" ? chargeTo.current : null
      if (draft.paymentMethod === "member_charge" && charged === null) {
        step({ type: "placeFailed" })
        setNotice(errorNotice("Member account needed: type the member's number or name to charge"))
        return
      }
      try {
        const submission = makeOrderSubmission({ ...draft, memberNumber: charged }, venue)
        const result = await props.current.source.placeOrder(submission, key)
        if (result._tag === "Placed") {
          step({ type: "placed" })
          props.current.onPlaced(result.order)
          return
        }
        step({ type: "placeFailed" })
        if (result._tag === "Rejected") {
          setNotice(errorNotice(refusalLine(result.title, result.message)))
        } else if (result._tag === "RewardCodeRefused") {
          setNotice(errorNotice(refusalLine(REWARD_CODE_TITLE, result.message)))
          // The code was used meanwhile: its field says so too, as on the website.
          step({ type: "rewardCodeRefused", message: result.message })
        } else {
          setNotice(errorNotice(result.message))
          props.current.onPricesChanged()
        }
      } catch (error) {
        step({ type: "placeFailed" })
        setNotice(errorNotice(placeOrderFailedLine(failureMessage(error))))
      }
    }
    return step
  }, [venue])

  // The phone-lookup widget: ten digits are looked up once (a repeat of the same digits is skipped).
  const lookUp = phoneToLookUp(state)
  useEffect(() => {
    if (lookUp === undefined) return
    let current = true
    source.lookupCustomer(lookUp).then(
      (member) => current && send({ type: "memberLookedUp", phone: lookUp, member }),
      // A failed lookup is silent, as on the website: the order can still be placed.
      () => undefined
    )
    return () => {
      current = false
    }
  }, [lookUp, source, send])

  return {
    state,
    member,
    /** The newest state, for key handlers that run before the next redraw. */
    current: () => latest.current,
    send,
    notice,
    setNotice,
    submit: (cart: Cart) => send({ type: "submitted", cart })
  }
}

export type TerminalCheckout = ReturnType<typeof useTerminalCheckout>
