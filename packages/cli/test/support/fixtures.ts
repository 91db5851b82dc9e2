import {
  Cents,
  MenuCategory,
  MenuItem,
  type MenuItemId,
  OrderId,
  type OrderStatus,
  type OrderType
} from "@grill/core"
import { GolfCart, Order, OrderLine } from "@grill/http"

export const menuItem = (id: number, name: string, cents: number, categoryId: string, available = true) =>
  new MenuItem({
    id: id as MenuItemId,
    name,
    description: `${name}, freshly made`,
    price: Cents(cents),
    categoryId,
    available
  })

export const categories = [
  new MenuCategory({ id: "starters", name: "Starters" }),
  new MenuCategory({ id: "burgers", name: "Burgers" }),
  new MenuCategory({ id: "icecream", name: "Ice Cream" })
]

export const menu = [
  menuItem(1, "Fried Pickles", 799, "starters"),
  menuItem(2, "Loaded Nachos", 1099, "starters"),
  menuItem(3, "Wings (8)", 1299, "starters", false),
  menuItem(6, "Clubhouse Burger", 1399, "burgers"),
  menuItem(29, "Chocolate Scoop", 400, "icecream")
]

export const NOW = new Date("2026-06-01T17:00:00.000Z")

const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

/** An order as the API decodes it, placed `ageMinutes` before NOW. */
export const order = (
  id: number,
  fields: {
    readonly name?: string
    readonly ageMinutes?: number
    readonly status?: OrderStatus
    readonly orderType?: OrderType
    readonly totalCents?: number
    readonly pickupTime?: string
    /** A golf-cart order's promise, as the server reads it at NOW: promised `minutes` after NOW. */
    readonly eta?: { readonly minutes: number; readonly hole: number }
  } = {}
) =>
  Order.make({
    ...(fields.eta === undefined
      ? {}
      : {
          eta: {
            ...fields.eta,
            at: new Date(NOW.getTime() + fields.eta.minutes * 60_000).toISOString(),
            latitude: 34.1,
            longitude: -84.5
          }
        }),
    id: OrderId.make(id),
    orderNumber: `ORD${String(id).padStart(2, "0")}-ABCDE`,
    status: fields.status ?? "pending",
    createdAt: minutesBefore(fields.ageMinutes ?? 0),
    orderType: fields.orderType ?? "pickup",
    items: [
      OrderLine.make({
        id: 6 as MenuItemId,
        name: "Clubhouse Burger",
        description: "",
        price: Cents(1399),
        categoryId: "burgers",
        quantity: 2,
        notes: "no onions"
      })
    ],
    contactInfo: {
      name: fields.name ?? `Customer ${id}`,
      phone: "5551234567",
      email: null,
      specialInstructions: null
    },
    deliveryAddress: null,
    outlet: "grill",
    outletName: "Clubhouse Grill",
    golfCartDelivery:
      fields.orderType === "golf_cart"
        ? new GolfCart({
            cartId: "3",
            currentHole: 5,
            nextHole: 6,
            latitude: 34.1,
            longitude: -84.5,
            lastUpdated: minutesBefore(1)
          })
        : null,
    subtotal: Cents(2798),
    memberDiscount: Cents(0),
    rewardCode: null,
    rewardName: null,
    rewardDiscount: Cents(0),
    serviceCharge: Cents(0),
    tax: Cents(224),
    deliveryFee: Cents(0),
    gratuity: Cents(0),
    gratuityPercent: 0,
    total: Cents(fields.totalCents ?? 3022),
    deliveryTimeEstimate: 35,
    pickupTime: fields.pickupTime ?? null,
    pointsEarned: 30,
    paymentMethod: "credit_card",
    enteredBy: null,
    allergyNote: null,
    memberAllergies: "",
    alcoholicDrinks: 0,
    payment: {
      method: "credit_card",
      state: "unpaid",
      memberNumber: null,
      amountAuthorised: Cents(0),
      amountCaptured: Cents(0),
      amountRefunded: Cents(0),
      cardLast4: null
    }
  })
