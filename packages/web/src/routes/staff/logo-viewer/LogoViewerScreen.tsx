import { useVenue } from "../../../api/venue"
import logoUrl from "../../../assets/club-logo.svg"
import encodedLogo from "../../../assets/club-logo.svg?inline"
import { BackToDashboard } from "../shared/BackToDashboard"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { ImageWithFallback } from "./ImageWithFallback"
import "./logo-viewer.css"

/** The course's holes as drawn for this project (public/images/holes), with what each card says. */
const HOLES = [
  { number: 1, par: 4, yards: 385, description: "a straight par 4 with a bunker left of the green" },
  { number: 2, par: 3, yards: 165, description: "a par 3 over water to a green guarded by two bunkers" },
  { number: 3, par: 5, yards: 520, description: "a par 5 dogleg right around a stand of pines" },
  { number: 4, par: 4, yards: 410, description: "a par 4 along a creek with a narrow, two-tier green" },
  { number: 5, par: 4, yards: 340, description: "a short par 4 with a fairway split by a cross bunker" }
] as const

export default function LogoViewerScreen() {
  const venue = useVenue()
  return (
    <div className="staff-screen">
      <title>{`Logo Viewer · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Logo Viewer" />
      <section className="card staff-card logo-viewer__logos" aria-labelledby="logo-title">
        <h2 id="logo-title" className="staff-card__title">
          Club logo
        </h2>
        <div className="logo-viewer__pair">
          <figure className="logo-viewer__figure">
            <ImageWithFallback src={logoUrl} alt={`${venue.name} logo`} width={160} height={160} />
            <figcaption>Original logo file</figcaption>
          </figure>
          <figure className="logo-viewer__figure">
            <ImageWithFallback
              src={encodedLogo}
              alt={`${venue.name} logo, from the encoded file`}
              width={160}
              height={160}
            />
            <figcaption>Encoded logo file</figcaption>
          </figure>
        </div>
        <p className="logo-viewer__note">
          <strong>Note:</strong> the logo also ships as an encoded file: the same SVG written into a data URI
          of {encodedLogo.length.toLocaleString("en-US")} characters. Use it where a separate image cannot be
          loaded, such as emails and printed receipts; both images above should look identical.
        </p>
      </section>
      <section aria-labelledby="holes-title" className="staff-section">
        <h2 id="holes-title">Golf holes</h2>
        <ul className="card-grid hole-grid">
          {HOLES.map((hole) => (
            <li key={hole.number}>
              <figure className="hole-card">
                <ImageWithFallback
                  src={`/images/holes/hole-${hole.number}.svg`}
                  alt={`Hole ${hole.number}: ${hole.description}`}
                  width={320}
                  height={200}
                  loading="lazy"
                />
                <figcaption>
                  <strong>Hole {hole.number}</strong> · Par {hole.par} · {hole.yards} yards
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
