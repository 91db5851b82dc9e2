import { type CheckoutContact, phoneError } from "@grill/core"
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
  const allergyId = useId()
  const { state, send } = checkout
  const { contact } = state
  const staff = state.entry === "staff"
  const edit = (field: keyof CheckoutContact) => (value: string) =>
    send({ type: "contactEdited", field, value })
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{staff ? "Customer details" : "Your details"}</legend>
      <div className="field-row">
        <TextField
          label="First name"
          data-checkout-field="name"
          autoComplete="given-name"
          value={contact.firstName}
          onChange={(event) => edit("firstName")(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={contact.lastName}
          onChange={(event) => edit("lastName")(event.target.value)}
        />
      </div>
      <PhoneLookup
        label={staff ? "Phone (optional for walk-ups)" : "Phone"}
        phone={contact.phone}
        onPhoneChange={edit("phone")}
        onBlur={() => send({ type: "phoneLeft" })}
        error={phoneError(state)}
        // The email stays blank: the one on file is kept unless the customer types another.
        onUserFound={(user) =>
          send({ type: "detailsOffered", details: { firstName: user.firstName, lastName: user.lastName } })
        }
        onClear={() => send({ type: "cleared" })}
      />
      <TextField
        label="Email (optional)"
        data-checkout-field="email"
        type="email"
        autoComplete="email"
        value={contact.email}
        onChange={(event) => edit("email")(event.target.value)}
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
          onChange={(event) => edit("specialInstructions")(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={allergyId}>
          Allergies (optional)
        </label>
        <textarea
          id={allergyId}
          className="field__input"
          maxLength={500}
          aria-describedby={`${allergyId}-hint`}
          value={contact.allergyNote}
          onChange={(event) => edit("allergyNote")(event.target.value)}
        />
        <p id={`${allergyId}-hint`} className="field__hint">
          The cook sees this boxed at the top of your ticket.
        </p>
      </div>
    </fieldset>
  )
}
