import { formatTimeOfDay, type VenueConfig } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { Truck } from "lucide-react"
import { cartOnItsWayQuery } from "../../api/orders"
import { courseQuery } from "../../api/places"
import { CourseSpot } from "../../components/CourseSpot"

/** How often a golfer's page asks where the cart is while it comes: the phone sends every half minute. */
const CART_REFRESH_MS = 30_000

/**
 * A golf-cart order the beverage cart is bringing ("On my way"): the page says so, and while the
 * attendant shares the cart's position (sent in the last few minutes) shows it on the course map,
 * with the golfer's own cart while that reports, so they can see how far it has to come.
 */
export function CartOnItsWay({
  orderNumber,
  venue
}: {
  readonly orderNumber: string
  readonly venue: VenueConfig
}) {
  const cart = useQuery({ ...cartOnItsWayQuery(orderNumber), refetchInterval: CART_REFRESH_MS })
  const position = cart.data?.onItsWay === true ? cart.data.position : null
  const yours = cart.data?.onItsWay === true ? cart.data.yourCart : null
  const course = useQuery({ ...courseQuery, enabled: position !== null })
  if (cart.data?.onItsWay !== true) return null
  const when = position === null ? null : formatTimeOfDay(new Date(position.at), venue.timeZone)
  return (
    <section className="card detail-card order-detail__bev-cart" aria-labelledby="bev-cart-on-its-way">
      <h2 id="bev-cart-on-its-way" className="card__title">
        <Truck aria-hidden size={20} /> The beverage cart is on its way
      </h2>
      {position !== null && course.data !== undefined && (
        <>
          <CourseSpot
            course={course.data}
            spots={[
              { point: position, kind: "bev-cart" },
              ...(yours === null ? [] : [{ point: yours, kind: "golfers" as const }])
            ]}
            label={`The beverage cart's position at ${when}${yours === null ? "" : " and your cart's"} on the course map`}
          />
          <ul className="course-spot-legend">
            <li>
              <span className="course-spot-legend__mark course-spot-legend__mark--bev-cart" aria-hidden />
              Beverage cart
            </li>
            {yours !== null && (
              <li>
                <span className="course-spot-legend__mark course-spot-legend__mark--golfers" aria-hidden />
                Your cart
              </li>
            )}
          </ul>
        </>
      )}
      <p className="order-detail__meta">
        {position === null ? "Its position is not being shared right now." : `Position as of ${when}.`}
      </p>
    </section>
  )
}
