const secretKey = (orderNumber: string) => `grill-card:${orderNumber.toUpperCase()}`

/**
 * The client secret of the card step, kept for this tab so a reload of the order's page can still
 * pay; it only lets this browser confirm this order's payment.
 */
export const rememberCardStep = (orderNumber: string, clientSecret: string) => {
  try {
    sessionStorage.setItem(secretKey(orderNumber), clientSecret)
  } catch {
    // Storage refused (private mode): the page then cannot resume the card step after a reload.
  }
}

export const cardStepSecret = (orderNumber: string): string | null => {
  try {
    return sessionStorage.getItem(secretKey(orderNumber))
  } catch {
    return null
  }
}
