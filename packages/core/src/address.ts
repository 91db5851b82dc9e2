import { normalizeStreetAddress } from "./street-address.js"
import type { ToastMessage } from "./toast.js"
import type { VenueConfig } from "./venue.js"

export interface AddressForm {
  readonly address: string
  readonly city: string
  readonly state: string
}

export interface AddressFormErrors {
  readonly address?: "Address is required"
  readonly city?: "City is required"
  readonly state?: "State is required"
}

const isBlank = (text: string): boolean => text.trim() === ""

/** Per-field messages for the delivery address form; an empty object means it may be verified. */
export const validateAddressForm = (form: AddressForm): AddressFormErrors => ({
  ...(isBlank(form.address) ? { address: "Address is required" } : {}),
  ...(isBlank(form.city) ? { city: "City is required" } : {}),
  ...(isBlank(form.state) ? { state: "State is required" } : {})
})

/**
 * The client's quick check on a saved address before offering to reuse it (spec section 5): the
 * address *contains* one of the community's street or neighbourhood words, its name or its postal
 * code. Abbreviations count as the word they stand for ("5 Pinehurst Ct" contains "court"), and a
 * word inside a longer one counts ("1 Fairways Ln" contains "fairway"). The server's check decides.
 */
export const isEligibleAddressText = (text: string, venue: VenueConfig): boolean => {
  const address = normalizeStreetAddress(text)
  return [...venue.eligibilityKeywords, venue.community, venue.eligiblePostalCode].some((word) => {
    const wanted = normalizeStreetAddress(word)
    return wanted !== "" && address.includes(wanted)
  })
}

export const addressEligibilityCheck = (text: string, venue: VenueConfig): ToastMessage | undefined =>
  isEligibleAddressText(text, venue)
    ? undefined
    : {
        title: "Address Not Eligible",
        description: `Delivery is only available to ${venue.community} residents.`
      }
