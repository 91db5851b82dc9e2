import { useCallback, useRef, useState } from "react"
import type { Box, PlacedLabel } from "./map-labels"

/** A tag's text as a share of its font size: the font's own measure where there is a canvas. */
const EM_PER_CHARACTER_ESTIMATE = 0.75
const TAG_FONT = "700 100px"

let measuring: CanvasRenderingContext2D | null | undefined

/**
 * How wide `content` is, in ems of the tags' bold type, measured with the page's font (so the
 * placement leaves each tag the room it really takes); an estimate on the server's render.
 */
export const tagTextEms = (content: string): number => {
  if (typeof document === "undefined") return content.length * EM_PER_CHARACTER_ESTIMATE
  if (measuring === undefined) {
    measuring = document.createElement("canvas").getContext("2d")
    if (measuring) measuring.font = `${TAG_FONT} ${getComputedStyle(document.body).fontFamily}`
  }
  return measuring ? measuring.measureText(content).width / 100 : content.length * EM_PER_CHARACTER_ESTIMATE
}

interface MapTagProps {
  readonly placed: PlacedLabel
  readonly content: string
  readonly fontSize: number
  readonly className: string
}

/** A label in its box. */
export function MapTag({ placed, content, fontSize, className }: MapTagProps) {
  const { box } = placed
  return (
    <g className={`course-map__tag ${className}`} data-label={content}>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={box.height / 2} />
      <text
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
        fontSize={fontSize}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {content}
      </text>
    </g>
  )
}

/** The line from a mark to its label, when the label had to move away from it; drawn under every label. */
export function MapLeader({ placed, fontSize }: { readonly placed: PlacedLabel; readonly fontSize: number }) {
  const { leader } = placed
  return (
    leader && (
      <line
        x1={leader.from.x}
        y1={leader.from.y}
        x2={leader.to.x}
        y2={leader.to.y}
        strokeWidth={fontSize * 0.12}
        className="course-map__leader"
      />
    )
  )
}

/** Labels on screen are never smaller than this many pixels, however small the map is drawn. */
const SMALLEST_LABEL_PIXELS = 10

/**
 * The labels' font size in the map's units: a share of the course, or larger when the map is
 * drawn small (a phone), so a tag stays readable; placement then makes room for it.
 */
export const useLabelFontSize = (frame: Box, share: number) => {
  const [pixelsPerUnit, setPixelsPerUnit] = useState<number | null>(null)
  const observed = useRef<ResizeObserver | null>(null)
  const measure = useCallback(
    (svg: SVGSVGElement | null) => {
      observed.current?.disconnect()
      if (svg === null || typeof ResizeObserver === "undefined") return
      const read = () => {
        const scale = Math.min(svg.clientWidth / frame.width, svg.clientHeight / frame.height)
        if (scale > 0) setPixelsPerUnit(scale)
      }
      observed.current = new ResizeObserver(read)
      observed.current.observe(svg)
      read()
    },
    [frame.width, frame.height]
  )
  const fontSize = Math.max(share, pixelsPerUnit === null ? 0 : SMALLEST_LABEL_PIXELS / pixelsPerUnit)
  return { fontSize, measure }
}

/** A square around a point: the room a mark takes. */
export const squareAround = (at: { readonly x: number; readonly y: number }, half: number): Box => ({
  x: at.x - half,
  y: at.y - half,
  width: half * 2,
  height: half * 2
})
