import { callApi } from "../client"

/** The server's own test send to this staff member's devices; `success: false` when none is registered. */
export const requestServerTestNotification = () => callApi((client) => client.notifications.test())
