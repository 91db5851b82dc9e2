import { callApi } from "./client"

/** The server's VAPID public key, made on its first start (no build-time setting needed). */
export const fetchVapidPublicKey = () =>
  callApi((client) => client.notifications.vapidPublicKey()).then((response) => response.publicKey)

/**
 * Hands a browser's push subscription to the server: for one order's news (a customer), or,
 * without an order and from a staff session, for every new order.
 */
export const registerPushSubscription = (subscription: PushSubscriptionJSON, orderNumber?: string) => {
  const { endpoint } = subscription
  const p256dh = subscription.keys?.p256dh
  const auth = subscription.keys?.auth
  if (endpoint === undefined || p256dh === undefined || auth === undefined) {
    return Promise.reject(new Error("The browser gave an incomplete push subscription"))
  }
  return callApi((client) =>
    client.notifications.register({
      payload: {
        endpoint,
        keys: { p256dh, auth },
        ...(orderNumber ? { orderNumber } : {})
      }
    })
  )
}
