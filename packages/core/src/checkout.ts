/**
 * The checkout as one machine, shared by the website and the terminal: events in, the next state
 * and the effects for the client to run out. The clients only draw it and run its effects (an
 * address check, placing the order, a refusal to show); every rule that ties the form together
 * lives here, once. Plain data and functions, no Effect: the website's order screen loads it.
 *
 * The cart is not part of it: the website's cart outlives the form (saved between visits, shared
 * with the menu), so it is passed in where the checkout needs it (totals, submit).
 */
import { validateAddressForm } from "./address.js"
import { type Cart, cartItemCount } from "./cart.js"
import { rewardProblem, stepReward } from "./checkout-reward.js"
import {
  type AddressStatus,
  appliedReward,
  blankAddress,
  blankContact,
  type CheckoutContact,
  type CheckoutContext,
  type CheckoutDraft,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStep,
  checkoutMember,
  checkoutTotals,
  DEFAULT_PAYMENT_METHOD,
  type GolfCartRef,
  isAddressReady,
  NO_CARD_STEP,
  NO_REWARD,
  type OfferedDetails,
  UNVALIDATED
} from "./checkout-state.js"
import { type CheckoutField, checkOrderSubmission, type OrderSubmissionProblem } from "./order-submission.js"
import { capitaliseName } from "./person-name.js"
import { formatPhoneDashed, phoneDigits } from "./phone.js"
import { isMaskedEmail } from "./street-address.js"
import type { VenueConfig } from "./venue.js"

const tidyContact = (field: keyof CheckoutContact, value: string): string => {
  switch (field) {
    case "firstName":
    case "lastName":
      return capitaliseName(value)
    case "phone":
      return formatPhoneDashed(value)
    default:
      return value
  }
}

const fillBlanks = (contact: CheckoutContact, details: OfferedDetails): CheckoutContact => {
  // A masked email ("j•••@example.com") is only a hint of the one on file, never a value to send.
  const email = details.email != null && !isMaskedEmail(details.email) ? details.email : ""
  return {
    ...contact,
    firstName: contact.firstName || details.firstName,
    lastName: contact.lastName || details.lastName,
    email: contact.email || email
  }
}

const only = <GolfCart extends GolfCartRef>(state: CheckoutState<GolfCart>): CheckoutStep<GolfCart> => ({
  state,
  effects: []
})

const refuse = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  problem: OrderSubmissionProblem
): CheckoutStep<GolfCart> => ({
  state: { ...state, placeAfterCheck: undefined },
  effects: [{ type: "refuse", problem }]
})

const addressProblem = (description: string, field?: CheckoutField): OrderSubmissionProblem => ({
  title: "Invalid delivery address",
  description,
  ...(field === undefined ? {} : { field })
})

const draftOf = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  cart: Cart,
  venue: VenueConfig
): CheckoutDraft<GolfCart> => ({
  cart,
  orderType: state.orderType,
  contact: state.contact,
  tipPercent: state.tipPercent,
  totals: checkoutTotals(state, cart, venue),
  deliveryAddress: state.address,
  useSavedAddress: state.addressStatus.state === "saved",
  golfCart: state.golfCart?.cart ?? null,
  pickupTime: state.pickupTime,
  userId: checkoutMember(state)?.id ?? null,
  rewardCode: appliedReward(state)?.code ?? null,
  paymentMethod: state.paymentMethod,
  textUpdates: state.textUpdates
})

/** What identifies an attempt: the same order sent again keeps its idempotency key. */
const fingerprint = (draft: CheckoutDraft<GolfCartRef>): string =>
  JSON.stringify({
    ...draft,
    cart: draft.cart.map((line) => [
      line.item.id,
      line.quantity,
      line.notes,
      line.options.map((option) => option.id)
    ])
  })

/** The submit: the first problem with the order, the address check it waits for, or the order to place. */
const submit = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  cart: Cart,
  context: CheckoutContext
): CheckoutStep<GolfCart> => {
  if (state.placing || state.addressStatus.state === "checking") return only(state)
  const delivery = state.orderType === "delivery"
  const checkAddressFirst =
    delivery && state.policy.checkAddressOnSubmit && state.addressStatus.state === "unvalidated"
  const problem = checkOrderSubmission({
    cartItemCount: cartItemCount(cart),
    firstName: state.contact.firstName,
    lastName: state.contact.lastName,
    phone: state.contact.phone,
    email: state.contact.email,
    orderType: state.orderType,
    addressValidated: checkAddressFirst || isAddressReady(state.addressStatus),
    golfCartId: state.golfCart?.cart.cartId ?? null,
    staffEntry: state.entry === "staff",
    paymentMethod: state.paymentMethod
  })
  if (problem !== undefined) return refuse(state, problem)
  const rewardRefused = rewardProblem(state, cart)
  if (rewardRefused !== undefined) return refuse(state, rewardRefused)
  if (checkAddressFirst) {
    const missing = Object.values(validateAddressForm(state.address))[0]
    if (missing !== undefined) return refuse(state, addressProblem(missing, "address"))
    return {
      state: { ...state, addressStatus: { state: "checking" }, placeAfterCheck: cart },
      effects: [{ type: "checkAddress", address: state.address }]
    }
  }
  if (delivery && state.addressStatus.state === "invalid") {
    return refuse(state, addressProblem(state.addressStatus.error, "address"))
  }
  const draft = draftOf(state, cart, context.venue)
  const print = fingerprint(draft)
  // The same order after a declined card: the held order is tried again with the card now entered.
  if (state.card.state === "declined" && state.attemptFingerprint === print) {
    const order = state.card.order
    return {
      state: { ...state, placing: true, placeAfterCheck: undefined, card: { state: "confirming", order } },
      effects: [{ type: "confirmCard", order }]
    }
  }
  const attemptKey =
    state.attemptFingerprint === undefined || state.attemptFingerprint === print
      ? state.attemptKey
      : context.newKey()
  // Another order than the declined one: placed afresh (the held one never reaches the kitchen,
  // and the card provider's unconfirmed intent is cancelled by the server's reconciler).
  return {
    state: {
      ...state,
      placing: true,
      placeAfterCheck: undefined,
      card: NO_CARD_STEP,
      attemptKey,
      attemptFingerprint: print
    },
    effects: [{ type: "place", draft, idempotencyKey: attemptKey }]
  }
}

/** After a check the submit was waiting for: place the order, or say why the address will not do. */
const afterAddressCheck = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  status: AddressStatus,
  context: CheckoutContext
): CheckoutStep<GolfCart> => {
  const checked = { ...state, addressStatus: status, placeAfterCheck: undefined }
  if (state.placeAfterCheck === undefined) return only(checked)
  if (status.state !== "valid") {
    const error = status.state === "invalid" ? status.error : "Failed to validate address. Please try again."
    return refuse(checked, {
      title: `Sorry, delivery is only available within ${context.venue.community}`,
      description: error,
      field: "address"
    })
  }
  return submit(checked, state.placeAfterCheck, context)
}

/** A placed order (its card confirmed, if it waited for one) starts the next checkout afresh. */
const placedAndCleared = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  context: CheckoutContext
): CheckoutState<GolfCart> => {
  const cleared = stepCheckout(state, { type: "cleared" }, context).state
  // The next order starts as soon as possible again, by card: its time and payment are chosen afresh.
  return {
    ...cleared,
    pickupTime: null,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    textUpdates: false,
    placing: false,
    card: NO_CARD_STEP,
    attemptKey: context.newKey(),
    attemptFingerprint: undefined
  }
}

/** The machine: the next state, and the effects the client runs (feeding their outcome back as events). */
export const stepCheckout = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  event: CheckoutEvent<GolfCart>,
  context: CheckoutContext
): CheckoutStep<GolfCart> => {
  switch (event.type) {
    case "orderTypeChosen":
      // Another order type forgets the golf cart and the address check made for the last one; a
      // time chosen for pickup or delivery carries over between them, but a cart's turn is no slot.
      return only({
        ...state,
        orderType: event.orderType,
        golfCart: null,
        pickupTime:
          event.orderType === "golf_cart" || state.orderType === "golf_cart" ? null : state.pickupTime,
        addressStatus: UNVALIDATED,
        placeAfterCheck: undefined
      })
    case "contactEdited": {
      const contact = { ...state.contact, [event.field]: tidyContact(event.field, event.value) }
      return only({ ...state, contact })
    }
    case "phoneLeft":
      return only({ ...state, phoneTouched: true })
    case "tipChosen":
      return only(
        context.venue.tipPercentOptions.includes(event.percent)
          ? { ...state, tipPercent: event.percent }
          : state
      )
    case "paymentMethodChosen":
      // A customer is offered card and (once proven) their member account; paying at the counter,
      // staff's only, is refused at submit by checkOrderSubmission, as the server refuses it.
      return only({ ...state, paymentMethod: event.paymentMethod })
    case "addressEdited":
      // Any edit of the address makes the earlier check void.
      return only({
        ...state,
        address: { ...state.address, ...event.change },
        addressStatus: UNVALIDATED,
        placeAfterCheck: undefined
      })
    case "addressCheckStarted":
      return only({ ...state, addressStatus: { state: "checking" } })
    case "addressChecked":
      return afterAddressCheck(
        state,
        event.isValid ? { state: "valid" } : { state: "invalid", error: event.error },
        context
      )
    case "addressCheckFailed":
      return afterAddressCheck(
        state,
        { state: "invalid", error: "Failed to validate address. Please try again." },
        context
      )
    case "savedAddressChosen":
      return only({ ...state, addressStatus: { state: "saved", maskedAddress: event.maskedAddress } })
    case "addressReopened":
      return only({ ...state, addressStatus: UNVALIDATED })
    case "golfCartChosen":
      // Another cart has another turn: its order starts as soon as possible again.
      return only({ ...state, golfCart: event.golfCart, pickupTime: null })
    case "pickupTimeChosen":
      return only({ ...state, pickupTime: event.pickupTime })
    case "memberLookedUp": {
      const lookup = { phone: phoneDigits(event.phone), member: event.member }
      const contact =
        state.policy.fillFromLookup &&
        event.member !== null &&
        lookup.phone === phoneDigits(state.contact.phone)
          ? fillBlanks(state.contact, event.member)
          : state.contact
      return only({ ...state, lookup, contact })
    }
    case "detailsOffered":
      return only({ ...state, contact: fillBlanks(state.contact, event.details) })
    case "rewardCodeEdited":
    case "rewardCodeApplied":
    case "rewardCodeChecked":
    case "rewardCodeRefused":
    case "rewardCodeChosen":
    case "rewardCodeCleared":
      return stepReward(state, event)
    case "textUpdatesChosen":
      return only({ ...state, textUpdates: event.on })
    case "cleared":
      // The clear (X) button starts the customer's details over; the order type and tip stay.
      return only({
        ...state,
        contact: blankContact,
        phoneTouched: false,
        address: blankAddress(context.venue),
        addressStatus: UNVALIDATED,
        golfCart: null,
        reward: NO_REWARD,
        lookup: undefined,
        placeAfterCheck: undefined
      })
    case "submitted":
      return submit(state, event.cart, context)
    case "placed":
      if (event.heldForCard !== undefined) {
        // Not placed for the customer yet: the kitchen waits for the card, and so does the checkout.
        const order = event.heldForCard
        return {
          state: { ...state, card: { state: "confirming", order } },
          effects: [{ type: "confirmCard", order }]
        }
      }
      return only(placedAndCleared(state, context))
    case "placeFailed":
      // The key stays: sending the same order again must not place it twice.
      return only({ ...state, placing: false })
    case "cardConfirmed":
      return only(state.card.state === "confirming" ? placedAndCleared(state, context) : state)
    case "cardDeclined":
      // The attempt's key and the held order stay: the same order tried again pays that order.
      return only(
        state.card.state === "confirming"
          ? {
              ...state,
              placing: false,
              card: { state: "declined", order: state.card.order, message: event.message }
            }
          : state
      )
  }
}
