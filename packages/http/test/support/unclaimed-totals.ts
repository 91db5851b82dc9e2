/**
 * A test order's totals before it has the server's: it claims zero, the server refuses that with
 * 409 and its own figures, and the order goes again with those. Plain data, so the browser tests
 * send the same claim without loading the API's schemas.
 */
export const UNCLAIMED_TOTALS = {
  subtotal: 0,
  tax: 0,
  deliveryFee: 0,
  gratuity: 0,
  gratuityPercent: 0,
  total: 0
}
