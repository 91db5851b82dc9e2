import type { Course, GeoPoint } from "@grill/core"
import { useMemo } from "react"
import { courseMapLayout } from "./course-map-layout"
import "./course-spot.css"

/** A spot on the course map: the beverage cart (a ringed dot) or the golfers' own cart (a diamond). */
export interface CourseMapSpot {
  readonly point: GeoPoint
  readonly kind: "bev-cart" | "golfers"
}

/**
 * A small course map with a spot or two on it (the beverage cart coming to a golfer, and the
 * golfer's own cart): the holes as lines from tee to green, numbered at the tee, north up. The
 * spots differ in shape as well as colour. A spot off the course is left off the drawing, and
 * `label` says where they are in words for everyone.
 */
export function CourseSpot({
  course,
  spots,
  label
}: {
  readonly course: Course
  readonly spots: ReadonlyArray<CourseMapSpot>
  readonly label: string
}) {
  const layout = useMemo(() => courseMapLayout(course), [course])
  const { project, span } = layout
  const mark = span / 60
  return (
    <svg className="course-spot" viewBox={layout.viewBox} role="img" aria-label={label}>
      {course.holes.map((hole) => {
        const tee = project(hole.tee)
        const green = project(hole.green)
        return (
          <g key={hole.number} className="course-spot__hole">
            <line x1={tee.x} y1={tee.y} x2={green.x} y2={green.y} strokeWidth={mark / 2} />
            <circle cx={green.x} cy={green.y} r={mark * 0.8} className="course-spot__green" />
            <text x={tee.x} y={tee.y} fontSize={mark * 2} textAnchor="middle" dominantBaseline="central">
              {hole.number}
            </text>
          </g>
        )
      })}
      {spots
        .filter((spot) => layout.contains(spot.point))
        .map((spot) => {
          const at = project(spot.point)
          return spot.kind === "bev-cart" ? (
            <g key={spot.kind} className="course-spot__spot">
              <circle
                cx={at.x}
                cy={at.y}
                r={mark * 2.4}
                className="course-spot__ring"
                strokeWidth={mark / 2}
              />
              <circle cx={at.x} cy={at.y} r={mark * 1.2} />
            </g>
          ) : (
            <rect
              key={spot.kind}
              className="course-spot__golfers"
              x={at.x - mark * 1.5}
              y={at.y - mark * 1.5}
              width={mark * 3}
              height={mark * 3}
              strokeWidth={mark / 2}
              transform={`rotate(45 ${at.x} ${at.y})`}
            />
          )
        })}
    </svg>
  )
}
