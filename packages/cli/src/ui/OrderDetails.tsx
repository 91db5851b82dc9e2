import {
  appliedReward,
  type CheckoutContact,
  COUNTER_PAYMENT_METHODS,
  checkoutMember,
  type DeliveryAddressForm,
  describePickupTime,
  describeRewardEffect,
  formatMoney,
  formatTimeOfDay,
  isTenDigitPhone,
  lookupGreeting,
  ORDER_TYPES,
  type OrderTotals,
  orderTypeLabel,
  paymentMethodLabel,
  phoneFieldError,
  tipOptionLabel,
  type VenueConfig
} from "@grill/core"
import { Box, Text } from "ink"
import { ChoiceField } from "./ChoiceField.js"
import type { Section, TextSection } from "./new-order-sections.js"
import { TextField } from "./TextField.js"
import type { TerminalCheckout } from "./use-terminal-checkout.js"

export interface OrderDetailsProps {
  readonly checkout: TerminalCheckout
  readonly venue: VenueConfig
  readonly cartIds: ReadonlyArray<string>
  readonly pickupSlots: ReadonlyArray<string>
  /** The chosen golf cart's turn (GET /api/golf-carts/{id}), while the kitchen can make it. */
  readonly turnAt: string | null
  readonly totals: OrderTotals
  readonly focus: Section
  /** Whether a section has the focus (and no note is being written). */
  readonly active: (section: Section) => boolean
  /** Whether keys go to a section right now: read at key time, before the next redraw. */
  readonly keysFor: (section: Section) => () => boolean
  readonly onNext: () => void
}

/** The applied code's effect, or (for a member whose lookup showed them) the codes they could use. */
function RewardNote({ checkout }: { readonly checkout: TerminalCheckout }) {
  const applied = appliedReward(checkout.state)
  const offered = checkoutMember(checkout.state)?.rewardCodes ?? []
  if (applied !== undefined)
    return (
      <Box marginLeft={16}>
        <Text color="green">{`${applied.code} applied: ${applied.rewardName} · ${describeRewardEffect(applied.effect)}`}</Text>
      </Box>
    )
  if (offered.length === 0 || checkout.state.reward.checking) return null
  return (
    <Box marginLeft={16}>
      <Text color="cyan">{`Unused codes: ${offered.map((offer) => `${offer.code} (${offer.rewardName})`).join(", ")}`}</Text>
    </Box>
  )
}

/** The member to charge, by number or name, and what the search found. */
function MemberField({
  checkout,
  active,
  keys,
  onNext
}: {
  readonly checkout: TerminalCheckout
  readonly active: boolean
  readonly keys: () => boolean
  readonly onNext: () => void
}) {
  const { member } = checkout
  const shown = member.matches.slice(0, 4)
  return (
    <>
      <TextField
        label="Member"
        value={member.text}
        placeholder="number or name"
        onEdit={member.edit}
        onSubmit={onNext}
        isActive={active}
        takesKeys={keys}
      />
      {member.text.trim() !== "" && (
        <Box marginLeft={16} flexDirection="column">
          {member.picked !== undefined ? (
            <Text color="green">{`Charging ${member.picked.memberNumber} ${member.picked.name}`}</Text>
          ) : shown.length === 0 ? (
            <Text color="yellow">No member matches</Text>
          ) : (
            shown.map((match) => (
              <Text key={match.memberNumber} {...(match.refusal === undefined ? {} : { color: "yellow" })}>
                {`${match.memberNumber} ${match.name}${match.refusal === undefined ? "" : ` · ${match.refusal}`}`}
              </Text>
            ))
          )}
        </Box>
      )}
    </>
  )
}

/** Order type, the customer, tip, where it goes (address or golf cart) and Place order. */
export function OrderDetails(props: OrderDetailsProps) {
  const { checkout, venue, active, keysFor, onNext } = props
  const { state, send } = checkout
  const { contact, address } = state
  const member = checkoutMember(state)
  const isMember = member?.memberSince != null

  const editContact = (field: keyof CheckoutContact) => (edit: (value: string) => string) =>
    send({ type: "contactEdited", field, value: edit(checkout.current().contact[field]) })
  const editAddress = (field: keyof DeliveryAddressForm) => (edit: (value: string) => string) =>
    send({ type: "addressEdited", change: { [field]: edit(checkout.current().address[field]) } })
  const field = (
    section: TextSection,
    label: string,
    value: string,
    onEdit: (edit: (value: string) => string) => void,
    extra: { readonly placeholder?: string; readonly error?: string | undefined } = {}
  ) => (
    <TextField
      label={label}
      value={value}
      onEdit={onEdit}
      onSubmit={onNext}
      isActive={active(section)}
      takesKeys={keysFor(section)}
      {...extra}
    />
  )

  return (
    <>
      <ChoiceField
        label="Order type"
        choices={ORDER_TYPES.map((type) => ({ value: type, label: orderTypeLabel(type) }))}
        value={state.orderType}
        onChange={(orderType) => send({ type: "orderTypeChosen", orderType })}
        onSubmit={onNext}
        isActive={active("type")}
        takesKeys={keysFor("type")}
      />
      {field("firstName", "First name", contact.firstName, editContact("firstName"))}
      {field("lastName", "Last name", contact.lastName, editContact("lastName"))}
      {field("phone", "Phone", contact.phone, editContact("phone"), {
        placeholder: state.entry === "staff" ? "optional for walk-ups" : "123-456-7890",
        error: props.focus === "phone" ? undefined : phoneFieldError(contact.phone)
      })}
      {state.lookup !== undefined && isTenDigitPhone(contact.phone) && (
        <Box marginLeft={16}>
          <Text color="cyan">{`${lookupGreeting(member)}${isMember ? " (member)" : ""}`}</Text>
        </Box>
      )}
      {field("email", "Email", contact.email, editContact("email"), { placeholder: "optional" })}
      {field(
        "instructions",
        "Instructions",
        contact.specialInstructions,
        editContact("specialInstructions"),
        {
          placeholder: "optional"
        }
      )}
      {field("allergies", "Allergies", contact.allergyNote, editContact("allergyNote"), {
        placeholder: "optional: boxed at the top of the ticket"
      })}
      <TextField
        label="Reward code"
        value={state.reward.code}
        placeholder="optional"
        error={state.reward.error}
        onEdit={(edit) => send({ type: "rewardCodeEdited", code: edit(checkout.current().reward.code) })}
        onSubmit={() => {
          send({ type: "rewardCodeApplied" })
          onNext()
        }}
        isActive={active("reward")}
        takesKeys={keysFor("reward")}
      />
      <RewardNote checkout={checkout} />
      <ChoiceField
        label="Tip"
        choices={venue.tipPercentOptions.map((percent) => ({
          value: percent,
          label: tipOptionLabel(percent)
        }))}
        value={state.tipPercent}
        onChange={(percent) => send({ type: "tipChosen", percent })}
        onSubmit={onNext}
        isActive={active("tip")}
        takesKeys={keysFor("tip")}
      />
      {state.entry === "staff" && (
        <ChoiceField
          label="Payment"
          choices={COUNTER_PAYMENT_METHODS.map((method) => ({
            value: method,
            // The website's "Charge to member account" is wider than the terminal's column, which
            // shows the chosen way with how many lie either side.
            label: method === "member_charge" ? "Member account" : paymentMethodLabel(method)
          }))}
          shown={1}
          value={state.paymentMethod}
          onChange={(paymentMethod) => send({ type: "paymentMethodChosen", paymentMethod })}
          onSubmit={onNext}
          isActive={active("payment")}
          takesKeys={keysFor("payment")}
        />
      )}
      {state.entry === "staff" && state.paymentMethod === "member_charge" && (
        <MemberField checkout={checkout} active={active("member")} keys={keysFor("member")} onNext={onNext} />
      )}
      {state.orderType !== "golf_cart" && (
        <ChoiceField
          label={state.orderType === "delivery" ? "Deliver" : "Pickup"}
          choices={[null, ...props.pickupSlots].map((slot) => ({
            value: slot,
            label: describePickupTime(slot, new Date(), venue.timeZone)
          }))}
          value={state.pickupTime}
          onChange={(pickupTime) => send({ type: "pickupTimeChosen", pickupTime })}
          onSubmit={onNext}
          // Two days of quarter hours would fill the screen: a few around the chosen time.
          shown={3}
          isActive={active("when")}
          takesKeys={keysFor("when")}
        />
      )}
      {state.orderType === "delivery" && (
        <>
          {field("address", "Address", address.address, editAddress("address"))}
          {field("city", "City", address.city, editAddress("city"))}
          {field("state", "State", address.state, editAddress("state"))}
          {field("zip", "ZIP code", address.zipCode, editAddress("zipCode"))}
        </>
      )}
      {state.orderType === "golf_cart" && (
        <ChoiceField
          label="Golf cart"
          choices={props.cartIds.map((cartId) => ({
            value: cartId as string | undefined,
            label: `Cart ${cartId}`
          }))}
          value={state.golfCart?.cart.cartId}
          onChange={(cartId) =>
            send({
              type: "golfCartChosen",
              golfCart: cartId === undefined ? null : { cart: { cartId }, greeting: "" }
            })
          }
          onSubmit={onNext}
          isActive={active("cart")}
          takesKeys={keysFor("cart")}
          emptyText="No carts available"
        />
      )}
      {state.orderType === "golf_cart" && state.golfCart !== null && (
        <ChoiceField
          label="Deliver"
          choices={[
            { value: null, label: "As soon as possible" },
            ...(props.turnAt === null
              ? []
              : [
                  {
                    value: props.turnAt,
                    label: `At the turn, about ${formatTimeOfDay(new Date(props.turnAt), venue.timeZone)}`
                  }
                ])
          ]}
          value={state.pickupTime}
          onChange={(pickupTime) => send({ type: "pickupTimeChosen", pickupTime })}
          onSubmit={onNext}
          isActive={active("when")}
          takesKeys={keysFor("when")}
        />
      )}
      <Box marginTop={1}>
        <Text bold inverse={active("place")} color="green">
          {state.placing || state.placeAfterCheck !== undefined
            ? " Placing order... "
            : ` Place order · ${formatMoney(props.totals.total)} `}
        </Text>
      </Box>
    </>
  )
}
