import { formatMoney, orderEntryNotes, orderPromise, orderTypeLabel } from "@grill/core"
import type { Order } from "@grill/http"
import { Box, Text } from "ink"
import { KeyHints } from "./KeyHints.js"

/** The order just placed, and what to do next. */
export function PlacedOrderView({ order, timeZone }: { readonly order: Order; readonly timeZone: string }) {
  return (
    <Box
      flexDirection="column"
      alignSelf="flex-start"
      borderStyle="round"
      borderColor="green"
      paddingX={2}
      paddingY={1}
    >
      <Text bold color="green">
        ✓ Order Placed Successfully!
      </Text>
      <Text>
        Order number: <Text bold>{order.orderNumber}</Text>
      </Text>
      <Text>
        {orderTypeLabel(order.orderType)} for {order.contactInfo.name} · Total {formatMoney(order.total)}
      </Text>
      {orderEntryNotes(order).length > 0 && <Text>{orderEntryNotes(order).join(" · ")}</Text>}
      <Text>
        {orderPromise({
          orderType: order.orderType,
          pickupTime: order.pickupTime,
          createdAt: order.createdAt,
          estimateMinutes: order.deliveryTimeEstimate,
          eta: order.eta,
          now: new Date(),
          timeZone
        })}
      </Text>
      <Box marginTop={1}>
        <KeyHints
          hints={[
            ["n", "new order"],
            ["q", "quit"]
          ]}
        />
      </Box>
    </Box>
  )
}
