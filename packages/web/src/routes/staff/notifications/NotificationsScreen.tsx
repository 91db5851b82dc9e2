import { BellRing, CheckCircle2, Send, TriangleAlert, XCircle } from "lucide-react"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import type { NotificationPermissionState } from "./browser-notifications"
import { useNotificationCenter } from "./use-notification-center"
import "./notifications.css"

const PERMISSION_LABELS: Record<NotificationPermissionState, string> = {
  default: "Not requested",
  granted: "Granted",
  denied: "Denied"
}

function Availability({ available }: { readonly available: boolean }) {
  return (
    <span
      className={
        available ? "availability-tag availability-tag--yes" : "availability-tag availability-tag--no"
      }
    >
      {available ? <CheckCircle2 aria-hidden size={16} /> : <XCircle aria-hidden size={16} />}
      {available ? "Available" : "Unavailable"}
    </span>
  )
}

function TestResults() {
  return (
    <section className="card staff-card" aria-labelledby="test-results-title">
      <h2 id="test-results-title" className="staff-card__title">
        Test Results
      </h2>
      <p>If no notification appeared:</p>
      <ul className="notification-tips">
        <li>Make sure notifications are enabled for this site in your browser settings.</li>
        <li>Turn off Do Not Disturb (or Focus) mode on this device.</li>
        <li>Verify that the push notification service is configured on the server.</li>
        <li>Check the browser console for errors.</li>
      </ul>
    </section>
  )
}

export default function NotificationsScreen() {
  const venue = useVenue()
  const center = useNotificationCenter(venue.name)
  return (
    <div className="staff-screen notification-center">
      <title>{`Notification Test Center · ${venue.name}`}</title>
      <StaffPageHeader title="Notification Test Center" />
      <section className="card staff-card" aria-labelledby="browser-support-title">
        <div className="notification-center__heading">
          <h2 id="browser-support-title" className="staff-card__title">
            Browser Support
          </h2>
          <span
            className={`status-badge status-badge--compact ${center.supported ? "status-badge--green" : "status-badge--red"}`}
          >
            {center.supported ? "Supported" : "Unsupported"}
          </span>
        </div>
        <dl className="support-rows">
          <div className="support-row">
            <dt>Notification API</dt>
            <dd>
              <Availability available={center.support.notificationApi} />
            </dd>
          </div>
          <div className="support-row">
            <dt>Service Worker API</dt>
            <dd>
              <Availability available={center.support.serviceWorkerApi} />
            </dd>
          </div>
          <div className="support-row">
            <dt>Permission Status</dt>
            <dd>
              <span className={`permission permission--${center.permission}`}>
                {PERMISSION_LABELS[center.permission]}
              </span>
            </dd>
          </div>
        </dl>
        {!center.supported && (
          <p className="notice notice--accent notification-center__warning" role="alert">
            <TriangleAlert aria-hidden size={20} />
            <span>
              This browser does not support notifications or service workers. Please use a modern browser such
              as Chrome, Firefox or Edge.
            </span>
          </p>
        )}
        <div className="notification-center__actions">
          <Button onClick={center.requestPermission} disabled={!center.canRequest}>
            <BellRing aria-hidden size={18} />
            Request Permission
          </Button>
          <Button variant="secondary" onClick={center.sendTest} disabled={!center.canSendTest}>
            <Send aria-hidden size={18} />
            Send Test Notification
          </Button>
        </div>
        {center.permission === "denied" && (
          <p className="staff-muted">
            Notifications are blocked for this site. Allow them in the browser's site settings, then reload
            this page.
          </p>
        )}
      </section>
      {center.testSent && <TestResults />}
    </div>
  )
}
