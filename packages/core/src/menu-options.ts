import { Cents, formatMoney, sumCents } from "./money.js"

/*
 * Menu options ("Temperature": one of Rare…Well Done; "Add-ons": several, each priced) as plain
 * data and plain rules: the customer's item card, the cart, the server's pricing and the CLI all
 * decide with these, and the customer's first screen must not download Schema to do so.
 */

export interface MenuOption {
  readonly id: number
  readonly name: string
  readonly price: Cents
}

export interface OptionGroup {
  readonly id: number
  readonly name: string
  /** At least one option must be chosen. */
  readonly required: boolean
  /** The most options one line may have from this group; 1 makes it a one-of choice. */
  readonly maxChoices: number
  readonly options: ReadonlyArray<MenuOption>
}

/** An option as a line carries it: a copy of its name and price from when it was chosen. */
export type ChosenOption = MenuOption

export interface ItemWithOptions {
  readonly name: string
  readonly optionGroups?: ReadonlyArray<OptionGroup> | undefined
}

export const MAX_OPTION_GROUPS = 10
export const MAX_OPTIONS_PER_GROUP = 20
export const OPTION_NAME_MAX = 60

export type OptionChoice =
  | { readonly ok: true; readonly options: ReadonlyArray<ChosenOption> }
  | { readonly ok: false; readonly message: string }

const groupsOf = (item: ItemWithOptions): ReadonlyArray<OptionGroup> => item.optionGroups ?? []

/**
 * Checks a line's chosen option ids against its item's groups: every id must be one of the item's
 * options (`nameOf` names a foreign id for the message, when the caller knows it), each at most
 * once, at most `maxChoices` per group, and every required group answered. The chosen options
 * come back in menu order, so the same choice always reads (and compares) the same.
 */
export const checkOptionChoice = (
  item: ItemWithOptions,
  optionIds: ReadonlyArray<number>,
  nameOf: (optionId: number) => string | undefined = () => undefined
): OptionChoice => {
  const groups = groupsOf(item)
  const chosen = new Set<number>()
  for (const id of optionIds) {
    const option = groups.flatMap((group) => group.options).find((candidate) => candidate.id === id)
    if (option === undefined) {
      return { ok: false, message: `${nameOf(id) ?? "That option"} is not an option for ${item.name}` }
    }
    if (chosen.has(id)) return { ok: false, message: `${option.name} was chosen twice for ${item.name}` }
    chosen.add(id)
  }
  const options: Array<ChosenOption> = []
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.has(option.id))
    if (group.required && picked.length === 0) {
      return { ok: false, message: `Please choose a ${group.name} for ${item.name}` }
    }
    if (picked.length > group.maxChoices) {
      return { ok: false, message: `Choose at most ${group.maxChoices} ${group.name} for ${item.name}` }
    }
    options.push(...picked.map(({ id, name, price }) => ({ id, name, price })))
  }
  return { ok: true, options }
}

/**
 * The name of the one-of group (at most one choice) an option answers, by the option's id: such
 * an option is a choice ("Doneness: Medium"), any other an add-on ("+ Bacon").
 */
export const choiceGroupOf = (groups: ReadonlyArray<OptionGroup>, optionId: number): string | undefined =>
  groups.find((group) => group.maxChoices === 1 && group.options.some((option) => option.id === optionId))
    ?.name

/** Whether adding the item needs the customer's choice first (it has groups to choose from). */
export const hasOptions = (item: ItemWithOptions): boolean => groupsOf(item).length > 0

export const optionsPrice = (options: ReadonlyArray<ChosenOption>): Cents =>
  sumCents(options.map((option) => option.price))

/** One of a line: the item's price and its chosen options' prices. */
export const lineUnitPrice = (itemPrice: Cents, options: ReadonlyArray<ChosenOption>): Cents =>
  Cents(itemPrice + optionsPrice(options))

/** Two lines with these options hold the same thing (options are kept in menu order). */
export const sameOptions = (a: ReadonlyArray<ChosenOption>, b: ReadonlyArray<ChosenOption>): boolean =>
  a.length === b.length && a.every((option, index) => option.id === b[index]?.id)

/** "Bacon +$2.00", or just "Medium Rare" when it costs nothing extra. */
export const optionLabel = (option: ChosenOption): string =>
  option.price > 0 ? `${option.name} +${formatMoney(option.price)}` : option.name

/** A line's options on one line of text, as tickets and the terminal show them. */
export const describeOptions = (options: ReadonlyArray<ChosenOption>): string =>
  options.map(optionLabel).join(", ")

/** A group's rule in words: "required", "up to 3", "required, up to 2" (nothing for an optional one-of). */
export const groupRule = (group: Pick<OptionGroup, "required" | "maxChoices">): string =>
  [group.required ? "required" : "", group.maxChoices > 1 ? `up to ${group.maxChoices}` : ""]
    .filter((part) => part !== "")
    .join(", ")

/** An item's groups on one line: "Temperature (required): Rare, Medium; Add-ons (up to 3): Bacon +$2.00". */
export const describeOptionGroups = (groups: ReadonlyArray<OptionGroup>): string =>
  groups
    .map((group) => {
      const rule = groupRule(group)
      return `${group.name}${rule === "" ? "" : ` (${rule})`}: ${describeOptions(group.options)}`
    })
    .join("; ")

/** What a line costs: `quantity` of the item with its options. */
export const lineAmount = (itemPrice: Cents, options: ReadonlyArray<ChosenOption>, quantity: number): Cents =>
  Cents(lineUnitPrice(itemPrice, options) * quantity)

/** A key for a line of an order: the same item twice differs by its notes or its options. */
export const orderLineKey = (line: {
  readonly id: number
  readonly notes: string
  readonly options: ReadonlyArray<ChosenOption>
}): string => `${line.id}-${line.notes}-${line.options.map((option) => option.id).join(".")}`

/**
 * The chosen ids after the customer picks `optionId` (the sheet's radios and checkboxes, the
 * terminal's space bar): in a one-of group it replaces the group's other choice; in a group of
 * several it is toggled, and refused (the same ids) when the group already has its most.
 */
export const toggleOption = (
  groups: ReadonlyArray<OptionGroup>,
  chosen: ReadonlyArray<number>,
  optionId: number
): ReadonlyArray<number> => {
  const group = groups.find((candidate) => candidate.options.some((option) => option.id === optionId))
  if (group === undefined) return chosen
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId)
  const inGroup = new Set(group.options.map((option) => option.id))
  if (group.maxChoices === 1) return [...chosen.filter((id) => !inGroup.has(id)), optionId]
  const pickedHere = chosen.filter((id) => inGroup.has(id)).length
  return pickedHere >= group.maxChoices ? chosen : [...chosen, optionId]
}
