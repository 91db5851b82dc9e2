import { SqlClient } from "@effect/sql"
import {
  type NewOutlet,
  type Outlet,
  type OutletEdit,
  type OutletSettings,
  outletKindLabel,
  type PublicOutlet,
  VENUE_OUTLET_SETTINGS
} from "@grill/core"
import { Clock, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import type { OrderingStatusResponse } from "../kitchen/api.js"
import { Ordering } from "../kitchen/ordering.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { type OutletAt, OutletDirectory } from "./outlet-directory.js"
import { OutletRepo } from "./repo.js"

/** Whether an outlet takes orders now, as its ordering status says it. */
const orderingOf = (status: OrderingStatusResponse): PublicOutlet["ordering"] => ({
  state: status.state,
  message: status.message,
  lastOrdersAt: status.lastOrdersAt,
  opensAt: status.opensAt
})

/** A retired outlet takes no orders, now or later. */
const retiredOrdering = (outlet: OutletAt): PublicOutlet["ordering"] => ({
  state: "closed",
  message: `${outlet.rules.name} no longer takes orders`,
  lastOrdersAt: null,
  opensAt: null
})

const publicView = (outlet: OutletAt, ordering: PublicOutlet["ordering"]): PublicOutlet => ({
  slug: outlet.slug,
  name: outlet.rules.name,
  kind: outlet.outlet.kind,
  openingHours: outlet.rules.openingHours,
  lastOrdersMinutes: outlet.rules.lastOrdersMinutes,
  orderTypes: outlet.rules.orderTypes,
  taxPercent: outlet.rules.taxPercent,
  serviceChargePercent: outlet.rules.serviceChargePercent,
  serviceChargeTaxable: outlet.rules.serviceChargeTaxable,
  tipsAllowed: outlet.rules.tipsAllowed,
  ordering
})

/** The settings an edit leads to: each one sent replaces the stored one (null: the venue's again). */
const edited = (settings: OutletSettings, edit: OutletEdit): OutletSettings => ({
  openingHours: edit.openingHours === undefined ? settings.openingHours : edit.openingHours,
  lastOrdersMinutes:
    edit.lastOrdersMinutes === undefined ? settings.lastOrdersMinutes : edit.lastOrdersMinutes,
  orderTypes: edit.orderTypes === undefined ? settings.orderTypes : edit.orderTypes,
  taxPercent: edit.taxPercent === undefined ? settings.taxPercent : edit.taxPercent,
  serviceChargePercent:
    edit.serviceChargePercent === undefined ? settings.serviceChargePercent : edit.serviceChargePercent,
  serviceChargeTaxable: edit.serviceChargeTaxable ?? settings.serviceChargeTaxable,
  tipsAllowed: edit.tipsAllowed === undefined ? settings.tipsAllowed : edit.tipsAllowed,
  countsTowardMinimum:
    edit.countsTowardMinimum === undefined ? settings.countsTowardMinimum : edit.countsTowardMinimum
})

/** What the audit log says an outlet is: "Outlet halfway (Halfway house)". */
const subject = (outlet: OutletAt) => `Outlet ${outlet.slug} (${outlet.rules.name})`

/**
 * The club's outlets as customers and admins see them, and the admins' changes to them: adding
 * one after the others, editing its settings, retiring it (never the last one taking orders).
 * Each change and its audit record commit together. The kitchen controls of an outlet are the
 * kitchen's (KitchenDecisions); this only finds the outlet they are about.
 */
export class Outlets extends Effect.Service<Outlets>()("Outlets/Outlets", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* OutletRepo
    const directory = yield* OutletDirectory
    const ordering = yield* Ordering
    const audit = yield* AuditLog

    const adminView = (outlet: OutletAt): Effect.Effect<Outlet> =>
      Effect.map(
        outlet.outlet.retiredAt === null
          ? Effect.map(ordering.statusAt(outlet), orderingOf)
          : Effect.succeed(retiredOrdering(outlet)),
        (now) => ({
          ...publicView(outlet, now),
          ownName: outlet.outlet.name,
          position: outlet.outlet.position,
          countsTowardMinimum: outlet.rules.countsTowardMinimum,
          settings: outlet.outlet.settings,
          slotCapacity: outlet.outlet.slotCapacity,
          retiredAt: outlet.outlet.retiredAt
        })
      )

    /** The outlet by that slug, retired or not, or a 404 naming it. */
    const find = (slug: string) =>
      Effect.flatMap(repo.bySlug(slug), (found) =>
        Option.match(found, {
          onNone: () => Effect.fail(new NotFound({ message: `There is no outlet "${slug}"` })),
          onSome: (outlet) => Effect.succeed(directory.at(outlet))
        })
      )

    /** The outlet by that slug while it takes part in ordering: a retired one is a 409. */
    const active = (slug: string) =>
      Effect.flatMap(find(slug), (outlet) =>
        outlet.outlet.retiredAt === null
          ? Effect.succeed(outlet)
          : Effect.fail(new Conflict({ message: `${outlet.rules.name} is retired and takes no orders` }))
      )

    const reread = (id: number) =>
      Effect.flatMap(repo.byId(id), (found) =>
        Option.match(found, {
          onNone: () => Effect.dieMessage(`Outlet ${id} vanished in its own transaction`),
          onSome: (outlet) => Effect.succeed(directory.at(outlet))
        })
      )

    const list = Effect.flatMap(directory.active, (outlets) =>
      Effect.forEach(outlets, (outlet) =>
        Effect.map(ordering.statusAt(outlet), (status) => publicView(outlet, orderingOf(status)))
      )
    )

    const all = Effect.flatMap(repo.all, (outlets) =>
      Effect.forEach(outlets, (outlet) => adminView(directory.at(outlet)))
    )

    const status = (slug: string) => Effect.flatMap(active(slug), ordering.statusAt)

    const add = (staff: StaffUser, request: NewOutlet) =>
      Effect.gen(function* () {
        const existing = yield* repo.all
        const taken = existing.find((outlet) => outlet.slug === request.slug)
        if (taken !== undefined) {
          return yield* new Conflict({
            message:
              taken.retiredAt === null
                ? `An outlet already has the slug "${request.slug}"`
                : `A retired outlet still has the slug "${request.slug}": please choose another`
          })
        }
        const stored = yield* repo.insert({
          slug: request.slug,
          name: request.name,
          kind: request.kind,
          position: Math.max(-1, ...existing.map((outlet) => outlet.position)) + 1,
          settings: edited(VENUE_OUTLET_SETTINGS, request)
        })
        const outlet = directory.at(stored)
        yield* audit.record(staff, {
          action: "outlet.added",
          subject: subject(outlet),
          to: outletKindLabel(outlet.outlet.kind)
        })
        return outlet
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die), Effect.flatMap(adminView))

    const edit = (staff: StaffUser, slug: string, request: OutletEdit) =>
      Effect.gen(function* () {
        const before = yield* active(slug)
        yield* repo.update(before.id, {
          name: request.name === undefined ? before.outlet.name : request.name,
          kind: request.kind ?? before.outlet.kind,
          position: request.position ?? before.outlet.position,
          settings: edited(before.outlet.settings, request)
        })
        const after = yield* reread(before.id)
        yield* audit.record(staff, {
          action: "outlet.edited",
          subject: subject(before),
          to: Object.keys(request).join(", ")
        })
        return after
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die), Effect.flatMap(adminView))

    const retire = (staff: StaffUser, slug: string) =>
      Effect.gen(function* () {
        const outlet = yield* active(slug)
        const taking = yield* directory.active
        if (taking.length <= 1) {
          return yield* new Conflict({
            message: `${outlet.rules.name} is the club's only outlet taking orders: add another before retiring it`
          })
        }
        const now = yield* Clock.currentTimeMillis
        yield* repo.retire(outlet.id, new Date(now).toISOString())
        yield* audit.record(staff, { action: "outlet.retired", subject: subject(outlet) })
        return yield* reread(outlet.id)
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die), Effect.flatMap(adminView))

    return { list, all, status, active, add, edit, retire } as const
  }),
  dependencies: [OutletRepo.Default, OutletDirectory.Default, Ordering.Default, AuditLog.Default]
}) {
  /** With the venue and course settings from the environment: a test provides the database. */
  static readonly Test = Outlets.Default.pipe(Layer.provide([Venue.live, Course.live]))
}
