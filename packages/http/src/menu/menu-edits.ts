import { SqlClient } from "@effect/sql"
import {
  allergenWords,
  type CatalogueItem,
  type CountShown,
  describeOptionGroups,
  dietaryLabelWord,
  formatMoney,
  formatServingHours,
  MenuCategory,
  type MenuItem,
  type MenuItemDraft,
  type OutletPlace,
  type ServingHours
} from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { GrillEvents } from "../events/grill-events.js"
import { AuditLog, type AuditRecord } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { ItemCounts } from "./item-counts.js"
import { OutletMenus } from "./outlet-menus.js"
import { MenuRepo } from "./repo.js"

/** "; contains Peanuts, Wheat; Vegan; alcoholic": what an item says of its allergens, labels and alcohol. */
const describeMarkings = (item: Pick<MenuItem, "allergens" | "labels" | "alcoholic">) =>
  [
    ...(item.allergens.length === 0 ? [] : [`contains ${allergenWords(item.allergens)}`]),
    ...(item.labels.length === 0 ? [] : [item.labels.map(dietaryLabelWord).join(", ")]),
    ...(item.alcoholic ? ["alcoholic"] : [])
  ]
    .map((part) => `; ${part}`)
    .join("")

/** "halfway ($9.50, unavailable)": an outlet the item is on, with what it has of its own there. */
const describePlace = (place: OutletPlace) => {
  const own = [
    ...(place.price === null ? [] : [formatMoney(place.price)]),
    ...(place.available ? [] : ["unavailable"])
  ]
  return own.length === 0 ? place.slug : `${place.slug} (${own.join(", ")})`
}

/** An item as the audit log shows it: "$12.99 in burgers, available", then its options, serving times and allergens if any. */
const describeItem = (
  item: Pick<
    CatalogueItem,
    | "name"
    | "price"
    | "categoryId"
    | "available"
    | "optionGroups"
    | "servingHours"
    | "allergens"
    | "labels"
    | "alcoholic"
    | "outlets"
    | "places"
  >
) =>
  `${item.name}, ${formatMoney(item.price)}${item.categoryId === "" ? "" : ` in ${item.categoryId}`}, ${item.available ? "available" : "unavailable"}${
    item.optionGroups.length === 0 ? "" : `; options ${describeOptionGroups(item.optionGroups)}`
  }${item.servingHours.length === 0 ? "" : `; served ${formatServingHours(item.servingHours)}`}${describeMarkings(item)}${
    // Only once the club has outlets to name: a one-outlet club's records read as they did.
    item.outlets === undefined ? "" : `; at ${item.places.map(describePlace).join(", ")}`
  }`

/** A category's serving times as the audit log shows them. */
const describeServing = (hours: ServingHours) =>
  hours.length === 0 ? "served all day" : `served ${formatServingHours(hours)}`

/** A count as the audit log shows it: "5 of 12 left", or "no count". */
const describeCount = (count: CountShown | null) =>
  count === null ? "no count" : `${count.left} of ${count.daily} left`

const itemSubject = (item: Pick<MenuItem, "id" | "name">) => `Menu item ${item.id} (${item.name})`

/**
 * Staff edits of the menu: each with its audit record (when something changed), then the event
 * that has menus on screen refetch.
 */
export class MenuEdits extends Effect.Service<MenuEdits>()("Menu/MenuEdits", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const menu = yield* MenuRepo
    const counts = yield* ItemCounts
    const events = yield* GrillEvents
    const audit = yield* AuditLog
    const menus = yield* OutletMenus
    const notFound = new NotFound({ message: "Menu item not found" })

    const checkCategory = (draft: MenuItemDraft) =>
      draft.categoryId === ""
        ? Effect.void
        : Effect.flatMap(menu.categoryExists(draft.categoryId), (exists) =>
            exists
              ? Effect.void
              : Effect.fail(
                  new InvalidRequest({
                    message: `Unknown category "${draft.categoryId}"`,
                    field: "categoryId"
                  })
                )
          )

    /** Menus on screen (the editor, the ordering page of a signed-in tablet) refetch on it. */
    const menuChanged = (itemId: number) => events.publish("menu.updated", { itemId })

    /** The edit and its audit record commit together; then screens hear of it. */
    const edited = <A extends { readonly itemId: number }, E, R>(
      staff: StaffUser,
      edit: Effect.Effect<A, E, R>,
      record: (result: A) => AuditRecord | undefined
    ) =>
      Effect.gen(function* () {
        const result = yield* edit
        const entry = record(result)
        if (entry !== undefined) yield* audit.record(staff, entry)
        return result
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap((result) => menuChanged(result.itemId))
      )

    /** The item with the outlets whose menus it is on and its place at each, as staff read it. */
    const listed = menus.catalogued

    const existing = (id: number) =>
      Effect.flatMap(menu.itemsByIds([id]), (items) => Option.fromNullable(items.get(id))).pipe(
        Effect.catchTag("NoSuchElementException", () => Effect.fail(notFound)),
        Effect.flatMap(listed)
      )

    /** The draft's outlets checked before anything is written (absent: none to set). */
    const outletsOf = (draft: MenuItemDraft) =>
      draft.outlets === undefined ? Effect.succeed(undefined) : menus.entriesToStore(draft.outlets)

    /** The saved item on the outlets' menus it was given (if any), as staff read it. */
    const placed = (item: MenuItem, outlets: Effect.Effect.Success<ReturnType<typeof outletsOf>>) =>
      Effect.zipRight(outlets === undefined ? Effect.void : menus.place(item.id, outlets), listed(item))

    const create = (staff: StaffUser, draft: MenuItemDraft) =>
      Effect.zipRight(checkCategory(draft), outletsOf(draft)).pipe(
        Effect.flatMap((outlets) =>
          edited(
            staff,
            Effect.map(
              Effect.flatMap(menu.create(draft), (item) => placed(item, outlets)),
              (item) => ({ itemId: item.id, item })
            ),
            ({ item }) => ({ action: "menu.created", subject: itemSubject(item), to: describeItem(item) })
          )
        ),
        Effect.map(({ item }) => item)
      )

    const update = (staff: StaffUser, id: number, draft: MenuItemDraft) =>
      Effect.zipRight(checkCategory(draft), outletsOf(draft)).pipe(
        Effect.flatMap((outlets) =>
          edited(
            staff,
            Effect.gen(function* () {
              const before = yield* existing(id)
              const saved = yield* Effect.flatMap(menu.update(id, draft), (updated) =>
                Option.match(updated, { onNone: () => Effect.fail(notFound), onSome: Effect.succeed })
              )
              const item = yield* placed(saved, outlets)
              return { itemId: item.id, before, item }
            }),
            ({ before, item }) => {
              const from = `${describeItem(before)}${before.description === item.description ? "" : `: ${before.description}`}`
              const to = `${describeItem(item)}${before.description === item.description ? "" : `: ${item.description}`}`
              return from === to
                ? undefined
                : { action: "menu.updated", subject: itemSubject(before), from, to }
            }
          )
        ),
        Effect.map(({ item }) => item)
      )

    const remove = (staff: StaffUser, id: number) =>
      edited(
        staff,
        Effect.gen(function* () {
          const before = yield* existing(id)
          if (!(yield* menu.remove(id))) return yield* notFound
          return { itemId: id, before }
        }),
        ({ before }) => ({ action: "menu.deleted", subject: itemSubject(before), from: describeItem(before) })
      ).pipe(Effect.as({ success: true, message: "Menu item deleted" }))

    /** A whole category's serving times (breakfast): every item in it follows them, besides its own. */
    const setCategoryServingHours = (staff: StaffUser, categoryId: string, hours: ServingHours) =>
      Effect.gen(function* () {
        const before = (yield* menu.categories).find((category) => category.id === categoryId)
        if (before === undefined) return yield* new NotFound({ message: `Unknown category "${categoryId}"` })
        yield* menu.setCategoryServingHours(categoryId, hours)
        const from = describeServing(before.servingHours)
        const to = describeServing(hours)
        if (from !== to) {
          yield* audit.record(staff, {
            action: "menu.updated",
            subject: `Menu category ${before.name}`,
            from,
            to
          })
        }
        return { ...before, servingHours: hours }
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        // Menus on screen refetch on it; no one item changed.
        Effect.tap(() => events.publish("menu.updated", { categoryId })),
        Effect.map((category) => new MenuCategory(category, { disableValidation: true }))
      )

    /** Sets the item's count for the day (86 is 0), or takes it away (null); the item as menus now show it. */
    const setCount = (staff: StaffUser, id: number, daily: number | null) =>
      edited(
        staff,
        Effect.gen(function* () {
          const before = yield* existing(id)
          yield* counts.set(id, daily)
          const counted = (yield* menu.itemsByIds([id])).get(id)
          const item = counted === undefined ? before : yield* listed(counted)
          return { itemId: id, before, item }
        }),
        ({ before, item }) => ({
          action: "menu.counted",
          subject: itemSubject(before),
          from: describeCount(before.count),
          to: describeCount(item.count)
        })
      ).pipe(Effect.map(({ item }) => item))

    return { item: existing, create, update, remove, setCategoryServingHours, setCount } as const
  }),
  dependencies: [MenuRepo.Default, AuditLog.Default, ItemCounts.Default, OutletMenus.Default]
}) {
  /** With its own event hub and the venue's settings from the environment: a test provides the database. */
  static readonly Test = MenuEdits.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide(Venue.live)
  )
}
