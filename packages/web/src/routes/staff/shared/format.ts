import { formatDateTime } from "@grill/core"

/** "Nov 22, 2:37 PM" on the venue's clock, whatever the zone of the browser showing it. */
export const formatOrderDateTime = (createdAt: string, timeZone: string): string =>
  formatDateTime(new Date(createdAt), timeZone)
