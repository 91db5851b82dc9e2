import {
  formatPhoneDashed,
  formatPhoneForLookup,
  isReturningCustomer,
  isTenDigitPhone,
  lookupGreeting,
  PHONE_LOOKUP_MAX_LENGTH,
  phoneDigits,
  phoneLookupCheck,
  WELCOME_BACK_TOAST
} from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { CheckCircle2, Search, X } from "lucide-react"
import { useId, useState } from "react"
import { userByPhoneQuery } from "../api/users"
import { Button } from "./Button"
import { PhoneCodeForm } from "./PhoneCodeForm"
import { showToast } from "./toast-store"

export interface PhoneLookupProps {
  /** The field's label; "Phone" unless said otherwise. */
  readonly label?: string
  readonly phone: string
  readonly onPhoneChange: (phone: string) => void
  readonly onBlur?: () => void
  /** Shown under the field with a red border (the parent decides when). */
  readonly error?: string | undefined
  readonly onUserFound: (user: LoyaltyUser) => void
  /** The clear (X) button: the parent empties the fields the lookup filled. */
  readonly onClear: () => void
}

function Greeting({ user }: { readonly user: LoyaltyUser | null }) {
  return <>{lookupGreeting(user)}</>
}

/**
 * A member this browser holds no credential for is only greeted (issue 13, door 1): a code texted
 * to the phone proves it, and then the lookup fills the rest of the form as for anyone else.
 */
function ProvePhone({
  phone,
  onProven
}: {
  readonly phone: string
  readonly onProven: (user: LoyaltyUser) => void
}) {
  const [proving, setProving] = useState(false)
  return (
    // The tint is on a box around the fieldset: a legend sits on its own fieldset's edge.
    <div className="phone-lookup__proof">
      <fieldset>
        {proving ? (
          <>
            <legend>We texted you a code. Enter it to fill in your details and use your points.</legend>
            <PhoneCodeForm
              phone={phone}
              onConfirmed={onProven}
              onCancel={() => setProving(false)}
              cancelLabel="Not now"
            />
          </>
        ) : (
          <>
            <legend>Is this you? Confirm this phone to fill in your details and use your points.</legend>
            <Button variant="secondary" size="small" onClick={() => setProving(true)}>
              Text me a code
            </Button>
          </>
        )}
      </fieldset>
    </div>
  )
}

/** The phone field with Find, a clear button and a greeting once the phone has been looked up. */
export function PhoneLookup({
  label = "Phone",
  phone,
  onPhoneChange,
  onBlur,
  error,
  onUserFound,
  onClear
}: PhoneLookupProps) {
  const queryClient = useQueryClient()
  const id = useId()
  const [searchedDigits, setSearchedDigits] = useState<string | null>(null)
  const digits = phoneDigits(phone)
  const hasSearchedThisPhone = searchedDigits !== null && searchedDigits === digits
  const lookup = useQuery({ ...userByPhoneQuery(digits), enabled: hasSearchedThisPhone })
  const complete = isTenDigitPhone(phone)

  const find = async () => {
    const refused = phoneLookupCheck(phone)
    if (refused) {
      showToast({ ...refused, variant: "destructive" })
      return
    }
    setSearchedDigits(digits)
    try {
      const user = await queryClient.fetchQuery(userByPhoneQuery(digits))
      if (user === null) return
      onUserFound(user)
      if (isReturningCustomer(user.createdAt, new Date())) showToast(WELCOME_BACK_TOAST)
    } catch (failure) {
      // Spec section 8: a failed phone lookup is silent for the customer.
      console.warn("Phone lookup failed", failure)
    }
  }

  const proven = (user: LoyaltyUser) => {
    queryClient.setQueryData(userByPhoneQuery(digits).queryKey, user)
    onUserFound(user)
    showToast({ title: "Welcome back!", description: "We've filled in your information automatically." })
  }

  const clear = () => {
    setSearchedDigits(null)
    onPhoneChange("")
    onClear()
  }

  const describedBy = [error ? `${id}-error` : "", hasSearchedThisPhone ? `${id}-greeting` : ""]
    .filter(Boolean)
    .join(" ")

  return (
    <div className="phone-lookup">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="phone-lookup__row">
        <div className="phone-lookup__input-wrap">
          <input
            id={id}
            data-checkout-field="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 123-4567"
            maxLength={PHONE_LOOKUP_MAX_LENGTH}
            className={error ? "field__input field__input--invalid" : "field__input"}
            value={formatPhoneForLookup(phone)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            // Shown as (xxx) xxx-xxxx, handed to the form as ddd-ddd-dddd (spec section 9).
            onChange={(event) => onPhoneChange(formatPhoneDashed(event.target.value))}
            onBlur={onBlur}
          />
          {complete && (
            <span className="phone-lookup__check" role="img" aria-label="10-digit phone number entered">
              <CheckCircle2 aria-hidden size={22} />
            </span>
          )}
          {phone !== "" && (
            <button
              type="button"
              className="phone-lookup__clear"
              onClick={clear}
              aria-label="Clear phone number"
            >
              <X aria-hidden size={20} />
            </button>
          )}
        </div>
        <button
          type="button"
          className="button button--secondary phone-lookup__find"
          disabled={!complete || lookup.isFetching}
          onClick={find}
        >
          <Search aria-hidden size={18} />
          Find
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {hasSearchedThisPhone && !lookup.isFetching && lookup.isSuccess && (
        <p id={`${id}-greeting`} className="phone-lookup__greeting" role="status">
          <Greeting user={lookup.data} />
        </p>
      )}
      {hasSearchedThisPhone && lookup.data?.proven === false && (
        <ProvePhone phone={digits} onProven={proven} />
      )}
    </div>
  )
}
