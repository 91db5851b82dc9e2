import type { Course, GeoPoint } from "@grill/core"
import { useMemo } from "react"
import { courseMapLayout } from "./course-map-layout"
import "./course-spot.css"

/**
 * A small course map with one spot on it (the beverage cart coming to a golfer): the holes as
 * lines from tee to green, numbered at the tee, north up, and the spot as a ringed dot. A spot off
 * the course is left off the drawing, and `label` says where it is in words for everyone.
 */
export function CourseSpot({
  course,
  spot,
  label
}: {
  readonly course: Course
  readonly spot: GeoPoint
  readonly label: string
}) {
  const layout = useMemo(() => courseMapLayout(course), [course])
  const { project, span } = layout
  const mark = span / 60
  const at = project(spot)
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
      {layout.contains(spot) && (
        <g className="course-spot__spot">
          <circle cx={at.x} cy={at.y} r={mark * 2.4} className="course-spot__ring" strokeWidth={mark / 2} />
          <circle cx={at.x} cy={at.y} r={mark * 1.2} />
        </g>
      )}
    </svg>
  )
}
