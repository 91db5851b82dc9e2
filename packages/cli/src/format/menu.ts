import {
  allergenWords,
  countWords,
  describeWeeklyServingHours,
  dietaryLabelWord,
  formatMoney,
  type MenuCategory,
  type MenuItem
} from "@grill/core"
import type { Palette } from "./colours.js"
import { renderTable, truncate } from "./table.js"

const DESCRIPTION_WIDTH = 48

/** A category's name, or its id when the category list does not know it. */
export const categoryName = (categories: ReadonlyArray<MenuCategory>, id: string): string =>
  id === "" ? "No category" : (categories.find((category) => category.id === id)?.name ?? id)

/**
 * One table for the whole menu, in the order of the categories (then any items outside them),
 * with the outlets whose menus each item is on once the items name them (a club of several).
 */
export const menuTable = (
  items: ReadonlyArray<MenuItem>,
  categories: ReadonlyArray<MenuCategory>,
  palette: Palette
): Array<string> => {
  const rank = (item: MenuItem) => {
    const index = categories.findIndex((category) => category.id === item.categoryId)
    return index === -1 ? categories.length : index
  }
  const sorted = [...items].sort((a, b) => rank(a) - rank(b) || a.id - b.id)
  const withOutlets = items.some((item) => item.outlets !== undefined)
  return renderTable(
    [
      { header: "ID", align: "right" },
      { header: "Category" },
      { header: "Name" },
      { header: "Price", align: "right" },
      { header: "Available" },
      { header: "Today" },
      ...(withOutlets ? [{ header: "Outlets" }] : []),
      { header: "Description" }
    ],
    sorted.map((item) => [
      String(item.id),
      categoryName(categories, item.categoryId),
      item.name,
      formatMoney(item.price),
      item.available ? palette.paint("yes", "green") : palette.paint("no", "red"),
      item.count?.left === 0 ? palette.paint("Sold out", "red") : countWords(item.count),
      ...(withOutlets ? [(item.outlets ?? []).join(", ")] : []),
      truncate(item.description, DESCRIPTION_WIDTH)
    ]),
    palette
  )
}

/** "contains Peanuts, Wheat · Vegan · alcoholic": what the item is marked with, if anything (an older server: nothing). */
const itemMarks = (item: Partial<Pick<MenuItem, "allergens" | "labels" | "alcoholic">>): Array<string> => [
  ...((item.allergens ?? []).length === 0 ? [] : [`contains ${allergenWords(item.allergens ?? [])}`]),
  ...((item.labels ?? []).length === 0 ? [] : [(item.labels ?? []).map(dietaryLabelWord).join(", ")]),
  ...(item.alcoholic === true ? ["alcoholic"] : [])
]

/** The item after an add or an edit, on one line. */
export const menuItemLine = (item: MenuItem, categories: ReadonlyArray<MenuCategory>): string =>
  [
    `#${item.id} ${item.name}`,
    formatMoney(item.price),
    categoryName(categories, item.categoryId),
    item.available ? "available" : "unavailable",
    ...(item.servingHours.length === 0 ? [] : [`served ${describeWeeklyServingHours(item.servingHours)}`]),
    ...(item.count ? [countWords(item.count)] : []),
    ...itemMarks(item)
  ].join(" · ")
