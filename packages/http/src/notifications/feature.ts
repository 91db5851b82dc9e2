import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { NotificationsHandlers } from "./http.js"
import { migration as m0011 } from "./migrations/0011_web_push.js"
import { migration as m0351 } from "./migrations/0351_order_text_updates.js"
import { NotifiersLive } from "./notifiers.js"
import { SmsReplies } from "./sms-replies.js"
import { TextUpdates } from "./text-updates.js"
import { WebPush } from "./web-push.js"

/** Web Push and text updates to customers; one push sender for the whole process. */
export const notificationsFeature = feature({
  name: "notifications",
  live: Layer.mergeAll(NotificationsHandlers, NotifiersLive).pipe(Layer.provide(SmsReplies.Default)),
  shares: Layer.mergeAll(WebPush.Default, TextUpdates.Default),
  migrations: { "0011_web_push": m0011, "0351_order_text_updates": m0351 }
})
