/**
 * Where a held card order's client secret is kept for this tab: written when the checkout starts
 * confirming the card, read by the order's page, which offers to finish a payment left mid-way.
 */
const secretKey = (orderNumber: string) => `grill-card:${orderNumber.toUpperCase()}`

export const cardStepSecret = (orderNumber: string): string | null => {
  try {
    return sessionStorage.getItem(secretKey(orderNumber))
  } catch {
    return null
  }
}

export const keepCardStepSecret = (orderNumber: string, clientSecret: string): void => {
  try {
    sessionStorage.setItem(secretKey(orderNumber), clientSecret)
  } catch {
    // Storage refused (private mode): the checkout pays now, but the order's page cannot finish it.
  }
}
