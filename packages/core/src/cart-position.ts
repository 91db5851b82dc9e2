/**
 * The beverage cart's position as its attendant shares it with the golfers waiting for it: the
 * phone sends a fix every so often while sharing, and a golfer's order page shows only a recent
 * one (a cart whose phone went quiet minutes ago is no longer where the map would say).
 */

/** How often the phone sends the cart's position while the attendant shares it. */
export const SHARE_POSITION_EVERY_MS = 30_000

/** The oldest a shared position may be and still be shown. */
export const SHARED_POSITION_MAX_AGE_MS = 5 * 60_000

/** Whether a position taken `at` (ISO) is recent enough at `nowMs` to show a golfer. */
export const isSharedPositionFresh = (at: string, nowMs: number): boolean => {
  const taken = Date.parse(at)
  return Number.isFinite(taken) && Math.abs(nowMs - taken) <= SHARED_POSITION_MAX_AGE_MS
}
