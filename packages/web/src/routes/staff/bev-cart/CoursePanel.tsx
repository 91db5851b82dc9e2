import { adminStatusLabel, formatTimeOfDay } from "@grill/core"
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type CourseOrder, courseQueueQuery, handedOver, onMyWay } from "../../../api/staff/bev-cart"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { SharePosition } from "./SharePosition"

/**
 * The golf-cart orders waiting for this cart, the golfers it reaches first at the top, with the two
 * steps the customer's page shows live. Without a signal the last list stays, marked with its time.
 */
export function CoursePanel({ slug, online }: { readonly slug: string; readonly online: boolean }) {
  const queryClient = useQueryClient()
  const queue = useQuery({ ...courseQueueQuery(slug), refetchInterval: 20_000 })
  const step = useMutation({
    mutationFn: ({ id, to }: { readonly id: number; readonly to: "on-my-way" | "handed-over" }) =>
      to === "on-my-way" ? onMyWay(id) : handedOver(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseQueueQuery(slug).queryKey })
  })

  return (
    <section aria-label="Course orders">
      {/* Outside the list's states: sharing goes on while the list loads or fails. */}
      <SharePosition slug={slug} />
      {queue.isPending ? (
        <p role="status">Loading course orders...</p>
      ) : queue.data === undefined ? (
        <p className="cart-empty">{queue.error?.message}</p>
      ) : (
        <CourseOrders
          orders={queue.data}
          stale={queue.isError || !online}
          updatedAt={queue.dataUpdatedAt}
          step={step}
        />
      )}
    </section>
  )
}

function CourseOrders({
  orders,
  stale,
  updatedAt,
  step
}: {
  readonly orders: ReadonlyArray<CourseOrder>
  readonly stale: boolean
  readonly updatedAt: number
  readonly step: UseMutationResult<
    unknown,
    Error,
    { readonly id: number; readonly to: "on-my-way" | "handed-over" }
  >
}) {
  const venue = useVenue()
  return (
    <>
      {stale && (
        <p className="cart-kept">
          Stale: the list as of {formatTimeOfDay(new Date(updatedAt), venue.timeZone)}
        </p>
      )}
      {step.isError && (
        <p className="cart-pay__hint" role="alert">
          {step.error.message}
        </p>
      )}
      {orders.length === 0 ? (
        <p className="cart-empty">No golf-cart orders waiting for this cart.</p>
      ) : (
        <ol className="course-queue">
          {orders.map((order) => (
            <li key={order.orderId} className="course-queue__order">
              <p className="course-queue__who">
                <strong>{order.firstName}</strong> · #{order.orderNumber} · {adminStatusLabel(order.status)}
              </p>
              <p>
                {order.golfCart === null
                  ? "No cart position yet"
                  : `Cart ${order.golfCart.cartId}, hole ${order.golfCart.hole}`}
              </p>
              <ul className="course-queue__items">
                {order.items.map((item) => (
                  <li key={item.name}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
              <div className="cart-pay__actions">
                <Button
                  variant="secondary"
                  disabled={stale || step.isPending}
                  onClick={() => step.mutate({ id: order.orderId, to: "on-my-way" })}
                >
                  On my way
                </Button>
                <Button
                  disabled={stale || step.isPending}
                  onClick={() => step.mutate({ id: order.orderId, to: "handed-over" })}
                >
                  Handed over
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
