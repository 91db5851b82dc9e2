import * as Schema from "effect/Schema"
import { AllergenList, DietaryLabelList } from "./allergens-schema.js"
import { CATEGORY_ID_MAX, MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX } from "./input-limits.js"
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP, OPTION_NAME_MAX } from "./menu-options.js"
import { ZERO_CENTS } from "./money.js"
import { Dollars } from "./money-schema.js"
import { plainLine } from "./plain-text-schema.js"
import { ServingHoursSchema } from "./serving-hours-schema.js"

export class MenuCategory extends Schema.Class<MenuCategory>("MenuCategory")({
  id: Schema.String,
  name: Schema.String,
  /** When the whole category is served (breakfast); absent from an older server: all day. */
  servingHours: Schema.optionalWith(ServingHoursSchema, { default: () => [] })
}) {}

export const MenuItemId = Schema.Int.pipe(Schema.positive(), Schema.brand("MenuItemId"))
export type MenuItemId = typeof MenuItemId.Type

export const MenuOptionId = Schema.Int.pipe(Schema.positive(), Schema.brand("MenuOptionId"))
export type MenuOptionId = typeof MenuOptionId.Type

export const MenuOptionSchema = Schema.Struct({ id: MenuOptionId, name: Schema.String, price: Dollars })

export const OptionGroupSchema = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  required: Schema.Boolean,
  maxChoices: Schema.Int,
  options: Schema.Array(MenuOptionSchema)
})

/** An item's count as menus show it: the day's count and what is left of it. */
export const CountShownSchema = Schema.Struct({ daily: Schema.Int, left: Schema.Int })

export class MenuItem extends Schema.Class<MenuItem>("MenuItem")({
  id: MenuItemId,
  name: Schema.String,
  description: Schema.String,
  price: Dollars,
  categoryId: Schema.String,
  available: Schema.Boolean,
  /** Absent from an older server's or client's item: no options. */
  optionGroups: Schema.optionalWith(Schema.Array(OptionGroupSchema), { default: () => [] }),
  /** The item's own serving times (its category's apply too); absent or none: all day. */
  servingHours: Schema.optionalWith(ServingHoursSchema, { default: () => [] }),
  /**
   * Present when the menu was asked for a time the item (or its category) is not served: when it
   * is, as the menu shows it ("Served 6:30–11:00 AM"). The item stays listed, not orderable then.
   */
  notServed: Schema.optional(Schema.String),
  /** The day's count ("12 left", item-count.ts); null or absent: no count. */
  count: Schema.optionalWith(Schema.NullOr(CountShownSchema), { default: () => null }),
  /** What it contains of the US top 9, and its dietary labels (issue 41); absent: none said. */
  allergens: Schema.optionalWith(AllergenList, { default: () => [] }),
  labels: Schema.optionalWith(DietaryLabelList, { default: () => [] }),
  /** An alcoholic drink: its order shows "Check ID at handoff" and the venue's alcohol rules apply. */
  alcoholic: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /**
   * The slugs of the outlets whose menus it is on, in the club's order (issue 40); read at one
   * outlet, its price and availability are that outlet's. Absent while the club has one outlet
   * (its menu is the spec's, unchanged) and from an older server.
   */
  outlets: Schema.optional(Schema.Array(Schema.String))
}) {}

/**
 * An outlet whose menu an item is on, as staff set it: the outlet's slug alone (the item stays
 * there as it is, with its own price and flag there; newly put on, at the item's price and
 * available), or with a price of its own there (absent or null: the item's) and whether it is
 * available there (absent: yes; off, it is sold out there while still on elsewhere).
 */
// The entry with its parts is tried first, so a bad price is refused in its own words.
export const OutletMenuEntry = Schema.Union(
  Schema.Struct({
    slug: Schema.String,
    price: Schema.optional(
      Schema.NullOr(
        Dollars.annotations({ message: () => "An outlet's price must be 0 or more, in dollars and cents" })
      )
    ),
    available: Schema.optional(Schema.Boolean)
  }),
  Schema.String
)
export type OutletMenuEntry = typeof OutletMenuEntry.Type

/** The outlet an entry names. */
export const outletEntrySlug = (entry: OutletMenuEntry) => (typeof entry === "string" ? entry : entry.slug)

/**
 * Where an item is sold, as the catalogue holds it: the outlet, the item's own price there (null:
 * the item's price) and whether it is available there.
 */
export const OutletPlace = Schema.Struct({
  slug: Schema.String,
  price: Schema.NullOr(Dollars),
  available: Schema.Boolean
})
export type OutletPlace = typeof OutletPlace.Type

/** The catalogue's item, as staff edit it: its own price and flag, and each outlet's (`places`). */
export class CatalogueItem extends MenuItem.extend<CatalogueItem>("CatalogueItem")({
  places: Schema.Array(OutletPlace)
}) {}

/**
 * The place an entry leaves the item at, given the place it had at that outlet (if any): a bare
 * slug keeps that one, so putting an item on one more outlet never resets its price at another.
 */
export const outletMenuEntry = (entry: OutletMenuEntry, had: OutletPlace | undefined): OutletPlace =>
  typeof entry === "string"
    ? { slug: entry, price: had?.price ?? null, available: had?.available ?? true }
    : { slug: entry.slug, price: entry.price ?? null, available: entry.available ?? true }

const optionName = (what: string) =>
  Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => `${what} name is required` }),
    Schema.maxLength(OPTION_NAME_MAX, {
      message: () => `${what} name must be ${OPTION_NAME_MAX} characters or fewer`
    }),
    plainLine(`${what} name`)
  )

/** An option as staff edit it; an id keeps an existing option's id (and so customers' saved carts). */
export const MenuOptionDraft = Schema.Struct({
  id: Schema.optional(Schema.Int),
  name: optionName("Option"),
  price: Schema.optionalWith(
    Dollars.annotations({ message: () => "Option price must be 0 or more, in dollars and cents" }),
    { default: () => ZERO_CENTS }
  )
})

export const OptionGroupDraft = Schema.Struct({
  id: Schema.optional(Schema.Int),
  name: optionName("Option group"),
  required: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  maxChoices: Schema.optionalWith(
    Schema.Int.pipe(
      Schema.between(1, MAX_OPTIONS_PER_GROUP, {
        message: () => `Max choices must be a whole number from 1 to ${MAX_OPTIONS_PER_GROUP}`
      })
    ),
    { default: () => 1 }
  ),
  options: Schema.Array(MenuOptionDraft).pipe(
    Schema.minItems(1, { message: () => "An option group needs at least one option" }),
    Schema.maxItems(MAX_OPTIONS_PER_GROUP, {
      message: () => `An option group can have at most ${MAX_OPTIONS_PER_GROUP} options`
    })
  )
}).pipe(
  Schema.filter((group) =>
    group.maxChoices <= group.options.length
      ? undefined
      : `${group.name} allows ${group.maxChoices} choices but has only ${group.options.length} options`
  )
)
export type OptionGroupDraft = typeof OptionGroupDraft.Type

/** More outlets than a club runs: a bound on what one edit may send. */
export const MAX_ITEM_OUTLETS = 50

/** What staff send to add or edit an item; the server trims the name and refuses a blank one. */
export const MenuItemDraft = Schema.Struct({
  name: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Name is required" }),
    Schema.maxLength(MENU_ITEM_NAME_MAX, {
      message: () => `Name must be ${MENU_ITEM_NAME_MAX} characters or fewer`
    }),
    plainLine("Name")
  ),
  description: Schema.optionalWith(
    Schema.String.pipe(
      Schema.maxLength(MENU_ITEM_DESCRIPTION_MAX, {
        message: () => `Description must be ${MENU_ITEM_DESCRIPTION_MAX} characters or fewer`
      }),
      plainLine("Description")
    ),
    { default: () => "" }
  ),
  price: Dollars.annotations({
    message: () => "Price must be 0 or more, in dollars and cents"
  }),
  categoryId: Schema.optionalWith(
    Schema.String.pipe(
      Schema.maxLength(CATEGORY_ID_MAX, {
        message: () => `Category must be ${CATEGORY_ID_MAX} characters or fewer`
      }),
      plainLine("Category")
    ),
    { default: () => "" }
  ),
  available: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  /** The item's serving times, replacing its current ones ([]: all day); absent leaves them as they are. */
  servingHours: Schema.optional(ServingHoursSchema),
  /** Its allergens, dietary labels and alcohol flag, replacing the current ones; absent leaves them as they are. */
  allergens: Schema.optional(AllergenList),
  labels: Schema.optional(DietaryLabelList),
  alcoholic: Schema.optional(Schema.Boolean),
  /**
   * The outlets whose menus it is on, replacing the current ones (at least one); absent leaves
   * them as they are (an item never given any is on the first outlet's menu).
   */
  outlets: Schema.optional(
    Schema.Array(OutletMenuEntry).pipe(
      Schema.minItems(1, { message: () => "An item must be on at least one outlet's menu" }),
      Schema.maxItems(MAX_ITEM_OUTLETS, {
        message: () => `An item can be on at most ${MAX_ITEM_OUTLETS} outlets' menus`
      })
    )
  ),
  /** The item's option groups, replacing its current ones; absent leaves them as they are. */
  optionGroups: Schema.optional(
    Schema.Array(OptionGroupDraft).pipe(
      Schema.maxItems(MAX_OPTION_GROUPS, {
        message: () => `An item can have at most ${MAX_OPTION_GROUPS} option groups`
      })
    )
  )
})
export type MenuItemDraft = typeof MenuItemDraft.Type

/** What staff send to set a category's serving times ([]: served all day). */
export const CategoryServingDraft = Schema.Struct({ servingHours: ServingHoursSchema })
