import { INVALID_EMAIL_MESSAGE, isValidEmail } from "./email.js"
import { PLACE_ORDER_FAILED } from "./failure-wording.js"
import type { OrderType } from "./order-type-schema.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import { INVALID_PHONE_MESSAGE, isTenDigitPhone } from "./phone.js"
import type { ToastMessage } from "./toast.js"

export interface OrderSubmissionCheck {
  readonly cartItemCount: number
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly email: string
  readonly orderType: OrderType
  readonly addressValidated: boolean
  readonly golfCartId: string | null
  /**
   * Entered by staff (a walk-up or a phone call at the counter), not by the customer: the phone
   * may be left out and the order paid at the counter. The server sets it from the staff session.
   */
  readonly staffEntry: boolean
  readonly paymentMethod: PaymentMethod
}

const isBlank = (text: string): boolean => text.trim() === ""

/** The part of the checkout a problem is about: clients take the customer there. */
export type CheckoutField = "name" | "phone" | "email" | "address" | "golfCart" | "rewardCode"

export interface OrderSubmissionProblem extends ToastMessage {
  readonly field?: CheckoutField
}

/** The first reason an order cannot be placed, worded as the toast shows it; undefined when it can. */
export const checkOrderSubmission = (input: OrderSubmissionCheck): OrderSubmissionProblem | undefined => {
  if (input.cartItemCount <= 0) {
    return { title: "Your cart is empty", description: "Please add items to your order" }
  }
  if (input.paymentMethod === "pay_at_counter" && !input.staffEntry) {
    return {
      title: PLACE_ORDER_FAILED,
      description: "Paying at the counter is only for orders taken by staff. Please pay by card."
    }
  }
  const unnamed = isBlank(input.firstName) && isBlank(input.lastName)
  if (input.staffEntry && unnamed) {
    // A walk-up needs no phone, but the counter calls the order out by name.
    return { title: "Please provide the customer's name", description: "", field: "name" }
  }
  if (unnamed || (isBlank(input.phone) && !input.staffEntry)) {
    // The spec gives this toast a title only.
    return {
      title: "Please provide your name and phone number",
      description: "",
      field: unnamed ? "name" : "phone"
    }
  }
  if (!isBlank(input.phone) && !isTenDigitPhone(input.phone)) {
    return { title: "Invalid phone number", description: INVALID_PHONE_MESSAGE, field: "phone" }
  }
  if (!isBlank(input.email) && !isValidEmail(input.email.trim())) {
    return { title: "Invalid Email", description: INVALID_EMAIL_MESSAGE, field: "email" }
  }
  if (input.orderType === "delivery" && !input.addressValidated) {
    return {
      title: "Invalid delivery address",
      description: "Please validate your address before placing the order",
      field: "address"
    }
  }
  if (input.orderType === "golf_cart" && (input.golfCartId === null || isBlank(input.golfCartId))) {
    return {
      title: "Golf Cart Information Missing",
      description: "Please select your golf cart before placing the order",
      field: "golfCart"
    }
  }
  return undefined
}
