/** Where the order's card step keeps its client secret for this tab (written by routes/order/send-order.ts). */
const secretKey = (orderNumber: string) => `grill-card:${orderNumber.toUpperCase()}`

export const cardStepSecret = (orderNumber: string): string | null => {
  try {
    return sessionStorage.getItem(secretKey(orderNumber))
  } catch {
    return null
  }
}
