import type { LoyaltyUser } from "@grill/http"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useEffect, useState } from "react"
import { isApiError } from "../api/api-error"
import { confirmPhoneCode, requestPhoneCode } from "../api/loyalty"
import { Button } from "./Button"
import { TextField } from "./TextField"

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind !== "network" ? error.message : fallback

const CODE = /^\d{6}$/

/**
 * The texted code's field, resend and confirm: sends the code when it appears; six digits
 * confirm it, the server sets this browser's credential and the member comes back in full.
 * The loyalty screen shows it as a step of its own, the order form's phone lookup inline.
 */
export function PhoneCodeForm({
  phone,
  onConfirmed,
  onProven,
  onCancel,
  cancelLabel = "Back"
}: {
  readonly phone: string
  readonly onConfirmed: (user: LoyaltyUser) => void
  /** The phone is proven, whether or not it is a loyalty member's (a club member may not be). */
  readonly onProven?: () => void
  readonly onCancel: () => void
  readonly cancelLabel?: string
}) {
  const [code, setCode] = useState("")
  const send = useMutation({ mutationFn: () => requestPhoneCode(phone) })
  const confirm = useMutation({ mutationFn: () => confirmPhoneCode(phone, code) })
  // biome-ignore lint/correctness/useExhaustiveDependencies: one code per phone shown, sent once
  useEffect(() => {
    send.mutate()
  }, [phone])

  // A nested form is invalid HTML (the order form holds this one): confirm is a button, Enter too.
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!CODE.test(code)) return
    confirm.mutate(undefined, {
      onSuccess: (response) => {
        onProven?.()
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
    <div className="phone-code">
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        {...(error === undefined ? {} : { error })}
        onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Enter") submit(event)
        }}
      />
      {send.isSuccess && !confirm.isError && (
        <p role="status" className="phone-code__sent">
          Code sent.
        </p>
      )}
      <div className="phone-code__actions">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelLabel}
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
        <Button type="button" onClick={() => submit()} disabled={confirm.isPending || code.length !== 6}>
          {confirm.isPending ? "Checking..." : "Confirm"}
        </Button>
      </div>
    </div>
  )
}
