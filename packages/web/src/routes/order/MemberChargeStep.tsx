import { isTenDigitPhone, paymentMethodLabel, phoneDigits, type VenueConfig } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { ownAccountsQuery } from "../../api/member-accounts"
import { Button } from "../../components/Button"
import { PhoneCodeForm } from "../../components/PhoneCodeForm"
import { TextField } from "../../components/TextField"
import { ChipChoice } from "./ChipChoice"
import type { Checkout } from "./use-checkout"

const CUSTOMER_METHODS = ["credit_card", "member_charge"] as const

/** What the customer typed to confirm the account: its number, or its last name where the venue asks. */
export interface MemberConfirmation {
  readonly value: string
  readonly onChange: (value: string) => void
}

/** Offered to anyone with a complete phone not proven here: says nothing about whether it is a member's. */
function ProveForCharge({ phone, onProven }: { readonly phone: string; readonly onProven: () => void }) {
  const [proving, setProving] = useState(false)
  return (
    <div className="phone-lookup__proof member-charge__prove">
      <fieldset>
        <legend>
          {proving
            ? "We texted you a code. Enter it to charge this order to your member account."
            : "Club member? Confirm this phone to charge the order to your member account."}
        </legend>
        {proving ? (
          <PhoneCodeForm
            phone={phone}
            onConfirmed={() => undefined}
            onProven={onProven}
            onCancel={() => setProving(false)}
            cancelLabel="Not now"
          />
        ) : (
          <Button variant="secondary" size="small" onClick={() => setProving(true)}>
            Text me a code
          </Button>
        )}
      </fieldset>
    </div>
  )
}

/**
 * The customer's "Charge to member account": offered once the phone is proven on this browser and
 * one of its accounts may charge, confirmed with the member number (or last name, as the venue
 * says). A proven member with a food & beverage minimum sees how far along it is.
 */
export function MemberChargeStep({
  checkout,
  member,
  venue,
  confirmation
}: {
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
  readonly venue: VenueConfig
  readonly confirmation: MemberConfirmation
}) {
  const queryClient = useQueryClient()
  const { state, send } = checkout
  const digits = phoneDigits(state.contact.phone)
  const complete = isTenDigitPhone(state.contact.phone)
  const accounts = useQuery({
    ...ownAccountsQuery(digits, member?.proven === true),
    enabled: complete
  })
  const found = (complete && accounts.data) || []
  const chargeable = found.filter((account) => account.canCharge)
  const charging = state.paymentMethod === "member_charge"
  // Another phone, or one whose accounts cannot charge: back to card.
  useEffect(() => {
    if (charging && chargeable.length === 0 && !accounts.isFetching)
      send({ type: "paymentMethodChosen", paymentMethod: "credit_card" })
  }, [charging, chargeable.length, accounts.isFetching, send])

  const byName = venue.memberChargeConfirmation === "last_name"
  const proven = () => void queryClient.invalidateQueries({ queryKey: ["member-accounts", digits] })
  return (
    <>
      {found.map(
        (account) =>
          account.minimum !== null && (
            <p key={account.name} className="member-charge__minimum">
              {account.minimum.sentence}
              {found.length > 1 ? ` (${account.name}'s account)` : ""}
            </p>
          )
      )}
      {chargeable.length > 0 && (
        <ChipChoice
          legend="Payment"
          name="payment-method"
          options={CUSTOMER_METHODS}
          value={charging ? "member_charge" : "credit_card"}
          label={paymentMethodLabel}
          onChange={(paymentMethod) => send({ type: "paymentMethodChosen", paymentMethod })}
        />
      )}
      {charging && chargeable.length > 0 && (
        <TextField
          label={byName ? "Last name on the member account" : "Member number"}
          data-member-confirmation
          autoComplete={byName ? "family-name" : "off"}
          maxLength={byName ? 60 : 20}
          value={confirmation.value}
          onChange={(event) => confirmation.onChange(event.target.value)}
          hint={`To confirm the charge to ${chargeable.map((account) => `${account.name}'s`).join(" or ")} member account.`}
        />
      )}
      {/* Shown as soon as the phone is complete, not once the server answers: on a slow network
          the prompt would otherwise push Place Order down under a finger already on its way. */}
      {complete && (accounts.data ?? null) === null && member?.proven !== true && (
        <ProveForCharge phone={digits} onProven={proven} />
      )}
    </>
  )
}
