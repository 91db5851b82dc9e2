import { defaultCourse } from "@grill/core"
import { describe, expect, it } from "vitest"
import { courseMapLayout } from "../../../components/course-map-layout"
import { boxesOverlap, type LabelRequest, placeLabels } from "./map-labels"

const layout = courseMapLayout(defaultCourse)
const fontSize = layout.span / 42
const square = (at: { x: number; y: number }, half: number) => ({
  x: at.x - half,
  y: at.y - half,
  width: half * 2,
  height: half * 2
})
const tag = (key: string, at: { x: number; y: number }, characters: number): LabelRequest => ({
  key,
  at,
  clearance: fontSize * 0.5,
  width: characters * 0.75 * fontSize,
  height: fontSize * 1.6
})

describe("placeLabels", () => {
  // Six carts bunched on the 8th green, three meetings beside them, and the clubhouse.
  const green = layout.project(defaultCourse.holes[7]?.green ?? defaultCourse.clubhouse)
  const carts = Array.from({ length: 6 }, (_, i) => ({
    x: green.x + (i % 3) * 12,
    y: green.y + (i % 2) * 15
  }))
  const tees = defaultCourse.holes.map((hole) => square(layout.project(hole.tee), fontSize * 0.65))
  const labels = [
    tag("clubhouse", layout.project(defaultCourse.clubhouse), 9),
    ...carts.slice(0, 3).map((at, i) => tag(`order ${i}`, { x: at.x - 20, y: at.y + 10 }, 22)),
    ...carts.map((at, i) => tag(`cart ${i + 1}`, at, 6))
  ]
  const placed = placeLabels(
    layout.frame,
    tees,
    carts.map((at) => square(at, fontSize / 2)),
    labels
  )

  it("gives every label a box clear of every other label and hole number, inside the map", () => {
    expect(placed.map((label) => label.key)).toEqual(labels.map((label) => label.key))
    const boxes = [...tees, ...placed.map((label) => label.box)]
    for (const [i, box] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) expect(boxesOverlap(box, other)).toBe(false)
    }
    for (const { box } of placed) {
      expect(box.x).toBeGreaterThanOrEqual(layout.frame.x)
      expect(box.y).toBeGreaterThanOrEqual(layout.frame.y)
      expect(box.x + box.width).toBeLessThanOrEqual(layout.frame.x + layout.frame.width)
      expect(box.y + box.height).toBeLessThanOrEqual(layout.frame.y + layout.frame.height)
    }
  })

  it("puts a lone label right beside its mark, and draws a leader to one that had to move away", () => {
    const [clubhouse] = placeLabels(layout.frame, [], [], [labels[0] as LabelRequest])
    expect(clubhouse?.leader).toBeNull()
    const moved = placed.filter((label) => label.leader !== null)
    expect(moved.length).toBeGreaterThan(0)
    for (const { box, leader } of moved) {
      // The leader ends on the label's edge.
      expect(leader?.to.x).toBeGreaterThanOrEqual(box.x)
      expect(leader?.to.x).toBeLessThanOrEqual(box.x + box.width)
      expect(leader?.to.y).toBeGreaterThanOrEqual(box.y)
      expect(leader?.to.y).toBeLessThanOrEqual(box.y + box.height)
    }
  })
})
