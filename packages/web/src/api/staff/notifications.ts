import { callApi } from "../client"

export const registerPushToken = (token: string) =>
  callApi((client) => client.notifications.register({ payload: { token } }))

/** The server's own test send; `success: false` with a message when no push provider is configured. */
export const requestServerTestNotification = () => callApi((client) => client.notifications.test())
