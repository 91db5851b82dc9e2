import {
  type AddressFormErrors,
  addressEligibilityCheck,
  isTenDigitPhone,
  type VenueConfig,
  validateAddressForm
} from "@grill/core"
import type { DeliveryAddress, LoyaltyUser } from "@grill/http"
import { useMutation } from "@tanstack/react-query"
import { BadgeCheck, Home, MapPin } from "lucide-react"
import { useState } from "react"
import { validateAddress } from "../../api/places"
import { Button } from "../../components/Button"
import { TextField } from "../../components/TextField"
import { showToast } from "../../components/toast-store"
import type { Checkout } from "./use-checkout"

const oneLine = (address: DeliveryAddress) =>
  [address.address, `${address.city}, ${address.state} ${address.zipCode}`.trim()].join(", ")

function AddressVerified({
  address,
  onChange
}: {
  readonly address: DeliveryAddress
  readonly onChange: () => void
}) {
  return (
    <div className="verified" role="status">
      <BadgeCheck aria-hidden size={24} className="verified__icon" />
      <div className="verified__text">
        <p className="verified__title">Address Verified</p>
        <p>{oneLine(address)}</p>
      </div>
      <Button variant="ghost" size="small" onClick={onChange}>
        Change
      </Button>
    </div>
  )
}

function SavedAddressOffer(props: { readonly saved: DeliveryAddress; readonly onUse: () => void }) {
  return (
    <div className="notice">
      <Home aria-hidden size={22} />
      <div>
        <p>
          Address on file: <strong>{oneLine(props.saved)}</strong>
        </p>
        <Button variant="secondary" size="small" onClick={props.onUse}>
          Deliver to my saved address
        </Button>
      </div>
    </div>
  )
}

/** Delivery: find the customer by phone, then an address the server confirms is in the community. */
export function DeliveryAddressStep(props: {
  readonly checkout: Checkout
  readonly venue: VenueConfig
  readonly member: LoyaltyUser | null
}) {
  const { checkout, venue, member } = props
  const { send } = checkout
  const { address, addressStatus } = checkout.state
  const [fieldErrors, setFieldErrors] = useState<AddressFormErrors>({})
  const addressCheck = useMutation({ mutationFn: validateAddress })

  const verify = async () => {
    const errors = validateAddressForm(address)
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) return
    send({ type: "addressCheckStarted" })
    try {
      const result = await addressCheck.mutateAsync(address)
      if (result.isValid) {
        send({ type: "addressChecked", isValid: true, error: "" })
        showToast({
          title: "Address validated successfully!",
          description: "Your address is within our delivery area."
        })
      } else {
        const error = result.error ?? `Address is not in the ${venue.community} neighborhood`
        send({ type: "addressChecked", isValid: false, error })
        showToast({
          title: `Sorry, delivery is only available within ${venue.community}`,
          description: error,
          variant: "destructive"
        })
      }
    } catch {
      send({ type: "addressCheckFailed" })
      showToast({
        title: "Error validating address",
        description: "Please try again later",
        variant: "destructive"
      })
    }
  }

  const chooseSavedAddress = (saved: DeliveryAddress) => {
    const refused = addressEligibilityCheck(oneLine(saved), venue)
    if (refused) {
      showToast({ ...refused, variant: "destructive" })
      return
    }
    send({ type: "savedAddressChosen", maskedAddress: saved })
  }

  if (addressStatus.state === "valid") {
    return <AddressVerified address={address} onChange={() => send({ type: "addressReopened" })} />
  }
  if (addressStatus.state === "saved") {
    return (
      <AddressVerified
        address={addressStatus.maskedAddress}
        onChange={() => send({ type: "addressReopened" })}
      />
    )
  }

  const saved = member?.hasSavedAddress ? member.deliveryAddress : null
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">
        <MapPin aria-hidden size={20} /> Delivery address
      </legend>
      <p className="form-section__intro">
        We deliver to homes in {venue.community}.{" "}
        {!isTenDigitPhone(checkout.state.contact.phone) &&
          "Look up your phone number above to reuse a saved address."}
      </p>
      {saved && <SavedAddressOffer saved={saved} onUse={() => chooseSavedAddress(saved)} />}
      <TextField
        label="Street address"
        data-checkout-field="address"
        autoComplete="street-address"
        value={address.address}
        error={fieldErrors.address}
        onChange={(event) => send({ type: "addressEdited", change: { address: event.target.value } })}
      />
      <div className="field-row field-row--address">
        <TextField
          label="City"
          autoComplete="address-level2"
          value={address.city}
          error={fieldErrors.city}
          onChange={(event) => send({ type: "addressEdited", change: { city: event.target.value } })}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          value={address.state}
          error={fieldErrors.state}
          onChange={(event) => send({ type: "addressEdited", change: { state: event.target.value } })}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          value={address.zipCode}
          onChange={(event) => send({ type: "addressEdited", change: { zipCode: event.target.value } })}
        />
      </div>
      {addressStatus.state === "invalid" && (
        <p className="field__error" role="alert">
          {addressStatus.error}
        </p>
      )}
      <Button variant="secondary" onClick={verify} disabled={addressStatus.state === "checking"}>
        {addressStatus.state === "checking" ? "Verifying..." : "Verify Address"}
      </Button>
    </fieldset>
  )
}
