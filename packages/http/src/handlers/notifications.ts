import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { DateTime, Effect } from "effect"
import { GrillApi } from "../api/index.js"

/**
 * Devices register a push token; no push provider is configured in this build (the old app's
 * settings were undefined too), so the test call says so plainly rather than pretending.
 */
export const NotificationsHandlers = HttpApiBuilder.group(GrillApi, "notifications", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("register", ({ payload }) =>
        Effect.gen(function* () {
          const now = DateTime.formatIso(yield* DateTime.now)
          yield* sql`INSERT INTO push_registrations (token, created_at) VALUES (${payload.token}, ${now})
            ON CONFLICT (token) DO NOTHING`
          return { success: true, message: "Device registered for notifications" }
        }).pipe(Effect.orDie)
      )
      .handle("test", () =>
        sql<{ n: number }>`SELECT COUNT(*) AS n FROM push_registrations`.pipe(
          Effect.map((rows) => ({
            success: false,
            message: `Push delivery is not configured on this server (${Number(rows[0]?.n ?? 0)} device(s) registered)`
          })),
          Effect.orDie
        )
      )
  })
)
