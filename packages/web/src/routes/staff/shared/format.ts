/** "Nov 22, 2:37 PM" on the venue's clock, whatever the zone of the browser showing it. */
export const formatOrderDateTime = (createdAt: string, timeZone: string): string =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone
  }).format(new Date(createdAt))
