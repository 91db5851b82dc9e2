import { defaultCourse } from "@grill/core"
import { describe, expect, it } from "vitest"
import { courseMapLayout } from "./course-map-layout"

describe("courseMapLayout", () => {
  const layout = courseMapLayout(defaultCourse)
  const [minX = 0, minY = 0, width = 0, height = 0] = layout.viewBox.split(" ").map(Number)

  it("frames every tee, green and the clubhouse, with the clubhouse at the origin", () => {
    expect(layout.project(defaultCourse.clubhouse)).toEqual({ x: 0, y: -0 })
    for (const hole of defaultCourse.holes)
      for (const point of [hole.tee, hole.green]) {
        const { x, y } = layout.project(point)
        expect(x).toBeGreaterThan(minX)
        expect(x).toBeLessThan(minX + width)
        expect(y).toBeGreaterThan(minY)
        expect(y).toBeLessThan(minY + height)
        expect(layout.contains(point)).toBe(true)
      }
    expect(layout.span).toBeCloseTo(Math.max(width, height), 0)
  })

  it("draws north up and east right, in meters", () => {
    const { latitude, longitude } = defaultCourse.clubhouse
    const north = layout.project({ latitude: latitude + 0.001, longitude })
    const east = layout.project({ latitude, longitude: longitude + 0.001 })
    expect(north.y).toBeCloseTo(-111.2, 0)
    expect(east.x).toBeGreaterThan(0)
    expect(east.y).toBeCloseTo(0, 6)
  })

  it("leaves out a cart parked far from the course (it is listed instead)", () => {
    expect(layout.contains({ latitude: 33.749, longitude: -84.388 })).toBe(false)
  })
})
