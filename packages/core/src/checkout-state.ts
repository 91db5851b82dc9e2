/**
 * The checkout's state, what goes in and out of its machine (checkout.ts), and what clients read
 * off the state to draw it. Plain data, no Effect: the website's order screen loads it.
 */
import type { AddressForm } from "./address.js"
import { type Cart, cartItemCount, cartPricedLines } from "./cart.js"
import type { OrderSubmissionProblem } from "./order-submission.js"
import type { OrderType } from "./order-type-schema.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import { isTenDigitPhone, phoneDigits, phoneFieldError } from "./phone.js"
import { type OrderTotals, priceOrder } from "./pricing.js"
import type { RewardCodeOffer } from "./reward-effect.js"
import type { VenueConfig } from "./venue.js"

export interface CheckoutContact {
  readonly firstName: string
  readonly lastName: string
  /** As typed, tidied to ddd-ddd-dddd. */
  readonly phone: string
  readonly email: string
  readonly specialInstructions: string
}

export interface DeliveryAddressForm extends AddressForm {
  readonly zipCode: string
}

/**
 * Where the delivery address stands (spec section 4): unvalidated until checked; "saved" means the
 * member's own address on file, which a lookup only shows masked and the server fills in.
 */
export type AddressStatus =
  | { readonly state: "unvalidated" }
  | { readonly state: "checking" }
  | { readonly state: "valid" }
  | { readonly state: "invalid"; readonly error: string }
  | { readonly state: "saved"; readonly maskedAddress: DeliveryAddressForm }

/** A golf cart as the client knows it: at least its id; the website also holds where it is. */
export interface GolfCartRef {
  readonly cartId: string
}

export interface ChosenGolfCart<GolfCart extends GolfCartRef = GolfCartRef> {
  readonly cart: GolfCart
  readonly greeting: string
}

/** Who a phone number belongs to, as far as the checkout cares. */
export interface CheckoutMember {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string | null
  readonly memberSince: string | null
  /** The member's unused reward codes: only when the lookup was allowed to show them (proof or staff). */
  readonly rewardCodes?: ReadonlyArray<RewardCodeOffer> | undefined
}

/** The reward code on the order: as typed, the checked code for this phone, and why it was refused. */
export interface CheckoutReward {
  readonly code: string
  readonly applied: { readonly phone: string; readonly offer: RewardCodeOffer } | undefined
  readonly checking: boolean
  readonly error: string | undefined
}

/** Details from elsewhere (a member, the tee sheet, a confirmed phone) that fill what is still blank. */
export interface OfferedDetails {
  readonly firstName: string
  readonly lastName: string
  readonly email?: string | null
}

/** How a client asks for what the terminal, having no buttons for them, does by itself. */
export interface CheckoutPolicy {
  /** A found member fills the blanks at once (the website waits for its Find button). */
  readonly fillFromLookup: boolean
  /** Submitting checks an unchecked delivery address first (the website has a Verify button). */
  readonly checkAddressOnSubmit: boolean
}

/**
 * Who fills the checkout in: the customer, or staff taking a walk-up or phone order (the counter's
 * tablet, `grill orders new`), for whom the phone is optional and paying at the counter a choice.
 */
export type CheckoutEntry = "customer" | "staff"

export interface CheckoutState<GolfCart extends GolfCartRef = GolfCartRef> {
  readonly policy: CheckoutPolicy
  readonly entry: CheckoutEntry
  /** Card, or a proven member's account, for a customer; staff also take payment at the counter. */
  readonly paymentMethod: PaymentMethod
  readonly orderType: OrderType
  readonly contact: CheckoutContact
  /** The phone field shows its error only once the customer has left it. */
  readonly phoneTouched: boolean
  readonly tipPercent: number
  readonly address: DeliveryAddressForm
  readonly addressStatus: AddressStatus
  readonly golfCart: ChosenGolfCart<GolfCart> | null
  /** A scheduled order's pickup time (ISO, one of the server's offered slots); null for ASAP. */
  readonly pickupTime: string | null
  readonly reward: CheckoutReward
  /** The customer asked to be texted when the order is ready (or on its way). */
  readonly textUpdates: boolean
  /** The last lookup's answer, for the ten digits it was for. */
  readonly lookup: { readonly phone: string; readonly member: CheckoutMember | null } | undefined
  /** A submit waiting for the address check, then placing this cart. */
  readonly placeAfterCheck: Cart | undefined
  readonly placing: boolean
  /**
   * One idempotency key per order attempt: a retry after a lost answer reuses it, so the server
   * places the order once; a placed order (or a changed one) gets a new key.
   */
  readonly attemptKey: string
  readonly attemptFingerprint: string | undefined
}

/** The order to send: what `makeOrderSubmission` turns into the API's payload. */
export interface CheckoutDraft<GolfCart extends GolfCartRef = GolfCartRef> {
  readonly cart: Cart
  readonly orderType: OrderType
  readonly contact: CheckoutContact
  readonly tipPercent: number
  readonly totals: OrderTotals
  readonly deliveryAddress: DeliveryAddressForm
  readonly useSavedAddress: boolean
  readonly golfCart: GolfCart | null
  readonly pickupTime: string | null
  readonly userId: string | null
  /** The applied reward code, checked with the server for this phone; null without one. */
  readonly rewardCode: string | null
  readonly paymentMethod: PaymentMethod
  /** With a member charge: the member account to charge (house accounts). */
  readonly memberNumber?: string | null
  /** Text the order's phone when it is ready or on its way; absent: no texts. */
  readonly textUpdates?: boolean
  /** With a customer's member charge where the venue confirms by last name instead of number. */
  readonly memberLastName?: string | null
  /** The outlet ordered from (its slug); absent: the first outlet. */
  readonly outlet?: string | null
}

export type CheckoutEvent<GolfCart extends GolfCartRef = GolfCartRef> =
  | { readonly type: "orderTypeChosen"; readonly orderType: OrderType }
  | { readonly type: "contactEdited"; readonly field: keyof CheckoutContact; readonly value: string }
  | { readonly type: "phoneLeft" }
  | { readonly type: "tipChosen"; readonly percent: number }
  /** Paying at the counter is staff's only: a customer's submit with it is refused. */
  | { readonly type: "paymentMethodChosen"; readonly paymentMethod: PaymentMethod }
  | { readonly type: "addressEdited"; readonly change: Partial<DeliveryAddressForm> }
  | { readonly type: "addressCheckStarted" }
  | { readonly type: "addressChecked"; readonly isValid: boolean; readonly error: string }
  | { readonly type: "addressCheckFailed" }
  | { readonly type: "savedAddressChosen"; readonly maskedAddress: DeliveryAddressForm }
  | { readonly type: "addressReopened" }
  | { readonly type: "golfCartChosen"; readonly golfCart: ChosenGolfCart<GolfCart> | null }
  | { readonly type: "pickupTimeChosen"; readonly pickupTime: string | null }
  | { readonly type: "memberLookedUp"; readonly phone: string; readonly member: CheckoutMember | null }
  | { readonly type: "detailsOffered"; readonly details: OfferedDetails }
  | { readonly type: "rewardCodeEdited"; readonly code: string }
  /** Apply the typed code: the machine asks the client to check it with the server. */
  | { readonly type: "rewardCodeApplied" }
  | { readonly type: "rewardCodeChecked"; readonly offer: RewardCodeOffer }
  | { readonly type: "rewardCodeRefused"; readonly message: string }
  /** One of the member's offered codes, already known to be theirs and unused. */
  | { readonly type: "rewardCodeChosen"; readonly offer: RewardCodeOffer }
  | { readonly type: "rewardCodeCleared" }
  | { readonly type: "textUpdatesChosen"; readonly on: boolean }
  | { readonly type: "cleared" }
  | { readonly type: "submitted"; readonly cart: Cart }
  | { readonly type: "placed" }
  | { readonly type: "placeFailed" }

export type CheckoutEffect<GolfCart extends GolfCartRef = GolfCartRef> =
  /** Show why the order cannot be placed, and take the customer to the field when it names one. */
  | { readonly type: "refuse"; readonly problem: OrderSubmissionProblem }
  | { readonly type: "checkAddress"; readonly address: DeliveryAddressForm }
  | { readonly type: "checkRewardCode"; readonly code: string; readonly phone: string }
  | { readonly type: "place"; readonly draft: CheckoutDraft<GolfCart>; readonly idempotencyKey: string }

export interface CheckoutStep<GolfCart extends GolfCartRef = GolfCartRef> {
  readonly state: CheckoutState<GolfCart>
  readonly effects: ReadonlyArray<CheckoutEffect<GolfCart>>
}

export const blankContact: CheckoutContact = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  specialInstructions: ""
}

export const blankAddress = (venue: VenueConfig): DeliveryAddressForm => ({
  address: "",
  city: venue.defaultCity,
  state: venue.defaultState,
  zipCode: ""
})

export const UNVALIDATED: AddressStatus = { state: "unvalidated" }

/**
 * The spec's default payment, and a customer's only one. Here rather than in payment-method.ts,
 * whose labels the customer's first screen does not need (its initial JS is budgeted).
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "credit_card"

export const NO_REWARD: CheckoutReward = { code: "", applied: undefined, checking: false, error: undefined }

/** The tip a new checkout starts with: the venue's first option (the spec lists "No Tip" first). */
export const defaultTipPercent = (venue: VenueConfig): number => venue.tipPercentOptions[0] ?? 0

export const startCheckout = <GolfCart extends GolfCartRef = GolfCartRef>(input: {
  readonly venue: VenueConfig
  readonly policy: CheckoutPolicy
  readonly idempotencyKey: string
  /** The customer's own checkout unless said otherwise. */
  readonly entry?: CheckoutEntry
}): CheckoutState<GolfCart> => ({
  policy: input.policy,
  entry: input.entry ?? "customer",
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  orderType: "pickup",
  contact: blankContact,
  phoneTouched: false,
  tipPercent: defaultTipPercent(input.venue),
  address: blankAddress(input.venue),
  addressStatus: UNVALIDATED,
  golfCart: null,
  pickupTime: null,
  reward: NO_REWARD,
  textUpdates: false,
  lookup: undefined,
  placeAfterCheck: undefined,
  placing: false,
  attemptKey: input.idempotencyKey,
  attemptFingerprint: undefined
})

/** The member the current phone found, if the last lookup was for these digits. */
export const checkoutMember = (state: CheckoutState<GolfCartRef>): CheckoutMember | null =>
  state.lookup !== undefined && state.lookup.phone === phoneDigits(state.contact.phone)
    ? state.lookup.member
    : null

/** The digits to look up now, or undefined (incomplete phone, or already looked up). */
export const phoneToLookUp = (state: CheckoutState<GolfCartRef>): string | undefined => {
  const digits = phoneDigits(state.contact.phone)
  return isTenDigitPhone(digits) && state.lookup?.phone !== digits ? digits : undefined
}

/** The reward code applied to this order, if it was checked for the phone now in the form. */
export const appliedReward = (state: CheckoutState<GolfCartRef>): RewardCodeOffer | undefined =>
  state.reward.applied !== undefined && state.reward.applied.phone === phoneDigits(state.contact.phone)
    ? state.reward.applied.offer
    : undefined

/** Members get the member discount, an applied code its effect: the server prices by the same rules. */
export const checkoutTotals = (
  state: CheckoutState<GolfCartRef>,
  cart: Cart,
  venue: VenueConfig
): OrderTotals =>
  priceOrder(
    {
      lines: cartPricedLines(cart),
      orderType: state.orderType,
      tipPercent: state.tipPercent,
      isMember: checkoutMember(state)?.memberSince != null,
      reward: appliedReward(state)?.effect ?? null
    },
    venue
  )

/** A staff entry without a phone: a walk-up, with no loyalty (no lookup, no points, no codes). */
export const isWalkUp = (state: CheckoutState<GolfCartRef>): boolean =>
  state.entry === "staff" && state.contact.phone.trim() === ""

/** The phone field's error, once the customer has left the field. */
export const phoneError = (state: CheckoutState<GolfCartRef>): string | undefined =>
  state.phoneTouched ? phoneFieldError(state.contact.phone) : undefined

/** Place Order looks enabled with a cart, while not placing and with no phone error showing. */
export const canPlaceOrder = (state: CheckoutState<GolfCartRef>, cart: Cart): boolean =>
  cartItemCount(cart) > 0 && !state.placing && phoneFieldError(state.contact.phone) === undefined

export const isAddressReady = (status: AddressStatus): boolean =>
  status.state === "valid" || status.state === "saved"

/** What the machine is given besides events: the venue, and how to make idempotency keys (tests count). */
export interface CheckoutContext {
  readonly venue: VenueConfig
  readonly newKey: () => string
}
