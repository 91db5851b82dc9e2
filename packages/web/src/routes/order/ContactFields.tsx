import { phoneFieldError } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useId } from "react"
import { PhoneLookup } from "../../components/PhoneLookup"
import { TextField } from "../../components/TextField"
import type { Checkout } from "./use-checkout"

export function ContactFields({
  checkout,
  member
}: {
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
}) {
  const instructionsId = useId()
  const { contact } = checkout
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Your details</legend>
      <div className="field-row">
        <TextField
          label="First name"
          data-checkout-field="name"
          autoComplete="given-name"
          value={contact.firstName}
          onChange={(event) => checkout.setName("firstName", event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={contact.lastName}
          onChange={(event) => checkout.setName("lastName", event.target.value)}
        />
      </div>
      <PhoneLookup
        phone={contact.phone}
        onPhoneChange={(phone) => checkout.updateContact({ phone })}
        onBlur={checkout.touchPhone}
        error={checkout.phoneTouched ? phoneFieldError(contact.phone) : undefined}
        onUserFound={checkout.applyMember}
        onClear={checkout.reset}
      />
      <TextField
        label="Email (optional)"
        data-checkout-field="email"
        type="email"
        autoComplete="email"
        value={contact.email}
        onChange={(event) => checkout.updateContact({ email: event.target.value })}
        {...(member?.email ? { hint: `We have ${member.email} on file; leave blank to keep it.` } : {})}
      />
      <div className="field">
        <label className="field__label" htmlFor={instructionsId}>
          Special instructions (optional)
        </label>
        <textarea
          id={instructionsId}
          className="field__input"
          maxLength={1000}
          value={contact.specialInstructions}
          onChange={(event) => checkout.updateContact({ specialInstructions: event.target.value })}
        />
      </div>
    </fieldset>
  )
}
