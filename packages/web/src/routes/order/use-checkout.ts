import { capitaliseName, type OrderType, type VenueConfig } from "@grill/core"
import type { DeliveryAddress, GolfCart, LoyaltyUser } from "@grill/http"
import { useState } from "react"

export interface ContactDetails {
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly email: string
  readonly specialInstructions: string
}

const emptyContact: ContactDetails = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  specialInstructions: ""
}

/**
 * Where the delivery address stands (spec section 4): unvalidated until checked; "saved" means the
 * member's own address on file, which the lookup only shows masked and the server fills in.
 */
export type AddressStatus =
  | { readonly state: "unvalidated" }
  | { readonly state: "checking" }
  | { readonly state: "valid" }
  | { readonly state: "invalid"; readonly error: string }
  | { readonly state: "saved"; readonly maskedAddress: DeliveryAddress }

export interface ChosenGolfCart {
  readonly cart: GolfCart
  readonly greeting: string
}

const blankAddress = (venue: VenueConfig): DeliveryAddress => ({
  address: "",
  city: venue.defaultCity,
  state: venue.defaultState,
  zipCode: ""
})

/** The checkout form's state and the rules that tie its parts together. */
export function useCheckout(venue: VenueConfig) {
  const [orderType, setOrderTypeState] = useState<OrderType>("pickup")
  const [contact, setContact] = useState<ContactDetails>(emptyContact)
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [tipPercent, setTipPercent] = useState(venue.tipPercentOptions[0] ?? 0)
  const [address, setAddressState] = useState<DeliveryAddress>(() => blankAddress(venue))
  const [addressStatus, setAddressStatus] = useState<AddressStatus>({ state: "unvalidated" })
  const [golfCart, setGolfCart] = useState<ChosenGolfCart | null>(null)

  return {
    orderType,
    contact,
    phoneTouched,
    tipPercent,
    address,
    addressStatus,
    golfCart,
    /** Changing order type resets the golf-cart choice and the address check. */
    setOrderType: (next: OrderType) => {
      setOrderTypeState(next)
      setGolfCart(null)
      setAddressStatus({ state: "unvalidated" })
    },
    updateContact: (change: Partial<ContactDetails>) => setContact((current) => ({ ...current, ...change })),
    setName: (field: "firstName" | "lastName", value: string) =>
      setContact((current) => ({ ...current, [field]: capitaliseName(value) })),
    touchPhone: () => setPhoneTouched(true),
    setTipPercent,
    /** Any edit of the address makes the earlier check void. */
    setAddress: (change: Partial<DeliveryAddress>) => {
      setAddressState((current) => ({ ...current, ...change }))
      setAddressStatus({ state: "unvalidated" })
    },
    setAddressStatus,
    setGolfCart,
    /** A found member fills the blanks the customer has not typed themselves. */
    applyMember: (user: LoyaltyUser) =>
      setContact((current) => ({
        ...current,
        firstName: current.firstName || user.firstName,
        lastName: current.lastName || user.lastName
      })),
    fillBlanks: (details: {
      readonly firstName: string
      readonly lastName: string
      readonly email: string
    }) =>
      setContact((current) => ({
        ...current,
        firstName: current.firstName || details.firstName,
        lastName: current.lastName || details.lastName,
        email: current.email || details.email
      })),
    /** The clear (X) button and a placed order both start the form over. */
    reset: () => {
      setContact(emptyContact)
      setPhoneTouched(false)
      setAddressState(blankAddress(venue))
      setAddressStatus({ state: "unvalidated" })
      setGolfCart(null)
    }
  }
}

export type Checkout = ReturnType<typeof useCheckout>
