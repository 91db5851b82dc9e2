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

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The client's quick check on a saved address before offering to reuse it: a whole word from the
 * community's street names, the community's name, or its postal code. The server's check decides.
 */
export const isEligibleAddressText = (text: string, venue: VenueConfig): boolean => {
  const words = [...venue.eligibilityKeywords, venue.community, venue.eligiblePostalCode]
  const pattern = new RegExp(`\\b(?:${words.map(escapeRegExp).join("|")})\\b`, "i")
  return pattern.test(text)
}

export const addressEligibilityCheck = (text: string, venue: VenueConfig): ToastMessage | undefined =>
  isEligibleAddressText(text, venue)
    ? undefined
    : {
        title: "Address Not Eligible",
        description: `Delivery is only available to ${venue.community} residents.`
      }
