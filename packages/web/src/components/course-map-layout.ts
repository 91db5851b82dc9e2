import { type Course, type GeoPoint, localMeters } from "@grill/core"

/** A point on the drawing: meters east (x) and south (y) of the clubhouse, so north is up. */
export interface MapPoint {
  readonly x: number
  readonly y: number
}

export interface CourseMapLayout {
  /** The SVG viewBox, in meters, framing the whole course with a margin. */
  readonly viewBox: string
  /** The same frame as a box: labels stay inside it. */
  readonly frame: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
  /** The course's larger extent in meters; marks and labels are sized from it. */
  readonly span: number
  readonly project: (point: GeoPoint) => MapPoint
  /** Whether a point falls inside the frame (a cart parked in town is listed, not drawn). */
  readonly contains: (point: GeoPoint) => boolean
}

/** Room around the outermost tee or green, in meters. */
const MARGIN_METERS = 80

/** Frames the course, north up, around its own holes and clubhouse. */
export const courseMapLayout = (course: Course): CourseMapLayout => {
  const origin = course.clubhouse
  const project = (point: GeoPoint): MapPoint => {
    const { x, y } = localMeters(origin, point)
    return { x, y: -y }
  }
  const points = [origin, ...course.holes.flatMap((hole) => [hole.tee, hole.green])].map(project)
  const minX = Math.min(...points.map((p) => p.x)) - MARGIN_METERS
  const maxX = Math.max(...points.map((p) => p.x)) + MARGIN_METERS
  const minY = Math.min(...points.map((p) => p.y)) - MARGIN_METERS
  const maxY = Math.max(...points.map((p) => p.y)) + MARGIN_METERS
  const round = (value: number) => Math.round(value * 10) / 10
  const [x = 0, y = 0, width = 0, height = 0] = [minX, minY, maxX - minX, maxY - minY].map(round)
  return {
    viewBox: [x, y, width, height].join(" "),
    frame: { x, y, width, height },
    span: Math.max(maxX - minX, maxY - minY),
    project,
    contains: (point) => {
      const { x, y } = project(point)
      return x >= minX && x <= maxX && y >= minY && y <= maxY
    }
  }
}
