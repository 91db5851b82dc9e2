import type { LoyaltyUser } from "@grill/http"
import { PhoneCodeForm } from "../../components/PhoneCodeForm"

/** "We texted you a code": shown only when this browser holds no credential for the phone. */
export function PhoneCodeStep({
  phone,
  onConfirmed,
  onCancel
}: {
  readonly phone: string
  readonly onConfirmed: (user: LoyaltyUser) => void
  readonly onCancel: () => void
}) {
  return (
    <section className="card loyalty-sign-in" aria-labelledby="phone-code-title">
      <h1 id="phone-code-title" className="card__title">
        We texted you a code
      </h1>
      <p className="loyalty__intro">
        Enter the 6-digit code we sent to your phone to see your points and rewards on this device.
      </p>
      <PhoneCodeForm phone={phone} onConfirmed={onConfirmed} onCancel={onCancel} />
    </section>
  )
}
