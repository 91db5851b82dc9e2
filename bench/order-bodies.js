// The pickup orders the benchmarks place, as a client sends them.

/** An item's answer to its required option groups (a burger's temperature): the first option of each. */
export const requiredOptionIds = (item) =>
  item.optionGroups.filter((group) => group.required).map((group) => group.options[0].id)

/**
 * A pickup order of `lines` (each a menu item and its quantity) for `phone`, with the totals still
 * to be priced (see withServerTotals).
 */
export const pickupOrder = (lines, phone) => ({
  items: lines.map(({ item, quantity }) => ({ id: item.id, quantity, optionIds: requiredOptionIds(item) })),
  orderType: "pickup",
  contactInfo: { name: "Bench Customer", phone },
  subtotal: 0,
  tax: 0,
  deliveryFee: 0,
  gratuity: 0,
  gratuityPercent: 18,
  total: 0
})

/** `body` with the totals the server at `url` expects, which its refusal of the unpriced order carries. */
export const withServerTotals = async (url, body) => {
  const probe = await fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  const { totals } = await probe.json()
  return { ...body, ...totals }
}
