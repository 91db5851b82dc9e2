import type { LoyaltyUser } from "@grill/http"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useEffect, useState } from "react"
import { isApiError } from "../../api/api-error"
import { confirmPhoneCode, requestPhoneCode } from "../../api/loyalty"
import { Button } from "../../components/Button"
import { TextField } from "../../components/TextField"

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind !== "network" ? error.message : fallback

/**
 * "We texted you a code": shown only when this browser holds no credential for the phone.
 * Sends the code on arrival; six digits confirm it, and the member comes back in full.
 */
export function PhoneCodeStep({
  phone,
  onConfirmed,
  onCancel
}: {
  readonly phone: string
  readonly onConfirmed: (user: LoyaltyUser) => void
  readonly onCancel: () => void
}) {
  const [code, setCode] = useState("")
  const send = useMutation({ mutationFn: () => requestPhoneCode(phone) })
  const confirm = useMutation({ mutationFn: () => confirmPhoneCode(phone, code) })
  // biome-ignore lint/correctness/useExhaustiveDependencies: one code per phone shown, sent once
  useEffect(() => {
    send.mutate()
  }, [phone])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return
    confirm.mutate(undefined, {
      onSuccess: (response) => {
        if (response.user !== null) onConfirmed(response.user)
      }
    })
  }

  const error = confirm.isError
    ? messageOf(confirm.error, "Could not check the code. Please try again.")
    : send.isError
      ? messageOf(send.error, "Could not send a code. Please try again.")
      : code.length > 0 && !/^\d{0,6}$/.test(code)
        ? "The code is 6 digits."
        : undefined

  return (
    <section className="card loyalty-sign-in" aria-labelledby="phone-code-title">
      <h1 id="phone-code-title" className="card__title">
        We texted you a code
      </h1>
      <p className="loyalty__intro">
        Enter the 6-digit code we sent to your phone to see your points and rewards on this device.
      </p>
      <form className="loyalty-sign-in__form" onSubmit={submit} noValidate>
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          {...(error === undefined ? {} : { error })}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
        />
        {send.isSuccess && !confirm.isError && (
          <p role="status" className="loyalty__intro">
            Code sent.
          </p>
        )}
        <div className="loyalty-sign-in__actions">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Back
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={send.isPending}
            onClick={() => {
              confirm.reset()
              send.mutate()
            }}
          >
            Resend code
          </Button>
          <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
            {confirm.isPending ? "Checking..." : "Confirm"}
          </Button>
        </div>
      </form>
    </section>
  )
}
