import type { MapPoint } from "../../../components/course-map-layout"

/** A rectangle on the drawing, in the map's units (x right, y down). */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** A label to place next to the mark it names, without covering another label or mark. */
export interface LabelRequest {
  readonly key: string
  /** The centre of its mark. */
  readonly at: MapPoint
  /** How far the mark reaches from its centre: the label starts beyond it. */
  readonly clearance: number
  readonly width: number
  readonly height: number
}

export interface PlacedLabel {
  readonly key: string
  readonly box: Box
  /** Set when the label sits away from its mark: a line from the mark to the label's nearest edge. */
  readonly leader: { readonly from: MapPoint; readonly to: MapPoint } | null
}

export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const inside = (box: Box, frame: Box) =>
  box.x >= frame.x &&
  box.y >= frame.y &&
  box.x + box.width <= frame.x + frame.width &&
  box.y + box.height <= frame.y + frame.height

/** Rings of positions around the mark, nearest first: beside, above, below, then the corners; then farther out. */
const RINGS = 6
const candidates = (label: LabelRequest): ReadonlyArray<{ box: Box; ring: number }> => {
  const { at, width, height } = label
  const found: Array<{ box: Box; ring: number }> = []
  for (let ring = 0; ring < RINGS; ring++) {
    const d = label.clearance + height * (0.25 + ring * 1.1)
    const offsets: ReadonlyArray<readonly [number, number]> = [
      [d, -height / 2],
      [-d - width, -height / 2],
      [-width / 2, -d - height],
      [-width / 2, d],
      [d * 0.7, -d * 0.7 - height],
      [-d * 0.7 - width, -d * 0.7 - height],
      [d * 0.7, d * 0.7],
      [-d * 0.7 - width, d * 0.7]
    ]
    for (const [dx, dy] of offsets) found.push({ box: { x: at.x + dx, y: at.y + dy, width, height }, ring })
  }
  return found
}

/** The point of the box nearest to `at`, where a leader line meets it. */
const nearestEdge = (box: Box, at: MapPoint): MapPoint => ({
  x: Math.min(Math.max(at.x, box.x), box.x + box.width),
  y: Math.min(Math.max(at.y, box.y), box.y + box.height)
})

const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/**
 * Places labels in order (the first gets the best spot): the nearest spot around its mark that
 * stays in the frame and covers no label placed before it, no fixed label (`taken`) and no mark.
 * Failing that, a spot clear of labels though over a mark; failing that too (a crowd no ring
 * clears), the spot that covers the least. A label moved past the first ring gets a leader line.
 */
export const placeLabels = (
  frame: Box,
  taken: ReadonlyArray<Box>,
  marks: ReadonlyArray<Box>,
  labels: ReadonlyArray<LabelRequest>
): ReadonlyArray<PlacedLabel> => {
  const placed: Array<Box> = [...taken]
  return labels.map((label) => {
    const options = candidates(label).filter(({ box }) => inside(box, frame))
    const clearOfLabels = options.filter(({ box }) => !placed.some((other) => boxesOverlap(box, other)))
    const choice =
      clearOfLabels.find(({ box }) => !marks.some((mark) => boxesOverlap(box, mark))) ??
      clearOfLabels[0] ??
      [...options].sort(
        (a, b) =>
          placed.reduce((sum, other) => sum + overlapArea(a.box, other), 0) -
          placed.reduce((sum, other) => sum + overlapArea(b.box, other), 0)
      )[0] ??
      candidates(label)[0]
    const box = choice?.box ?? { x: label.at.x, y: label.at.y, width: label.width, height: label.height }
    placed.push(box)
    return {
      key: label.key,
      box,
      leader: (choice?.ring ?? 0) > 0 ? { from: label.at, to: nearestEdge(box, label.at) } : null
    }
  })
}
