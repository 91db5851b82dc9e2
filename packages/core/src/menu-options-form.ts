/* The menu editor's option groups as typed (web dialog): plain rules, apart from menu.ts's Schemas. */
import { Option } from "effect"
import type { OptionGroup } from "./menu-options.js"
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP, OPTION_NAME_MAX } from "./menu-options.js"
import type { Cents } from "./money.js"
import { formatDollars } from "./money.js"
import { parseDollars } from "./money-option.js"

/** An option row of the form; `key` tells rows apart on screen, `id` keeps a saved option's id. */
export interface OptionForm {
  readonly key: string
  readonly id?: number | undefined
  readonly name: string
  readonly price: string
}

export interface OptionGroupForm {
  readonly key: string
  readonly id?: number | undefined
  readonly name: string
  readonly required: boolean
  readonly maxChoices: string
  readonly options: ReadonlyArray<OptionForm>
}

/** What the server takes for an item's groups (MenuItemDraft's optionGroups, prices in cents). */
export interface OptionGroupsDraft {
  readonly id?: number
  readonly name: string
  readonly required: boolean
  readonly maxChoices: number
  readonly options: ReadonlyArray<{ readonly id?: number; readonly name: string; readonly price: Cents }>
}

/** Edit opens with the item's own groups. */
export const optionGroupsFormFrom = (groups: ReadonlyArray<OptionGroup>): ReadonlyArray<OptionGroupForm> =>
  groups.map((group) => ({
    key: `group-${group.id}`,
    id: group.id,
    name: group.name,
    required: group.required,
    maxChoices: String(group.maxChoices),
    options: group.options.map((option) => ({
      key: `option-${option.id}`,
      id: option.id,
      name: option.name,
      price: formatDollars(option.price)
    }))
  }))

export const blankOptionForm = (key: string): OptionForm => ({ key, name: "", price: "0" })

/** A new group: optional, one choice, one empty option to fill in. */
export const blankOptionGroupForm = (key: string): OptionGroupForm => ({
  key,
  name: "",
  required: false,
  maxChoices: "1",
  options: [blankOptionForm(`${key}-1`)]
})

const WHOLE = /^\d+$/

/** The first problem with one group, worded for the editor; undefined when it can be saved. */
const groupProblem = (group: OptionGroupForm, position: number): string | undefined => {
  const name = group.name.trim()
  const title = name === "" ? `Option group ${position}` : name
  if (name === "") return `${title} needs a name`
  if (name.length > OPTION_NAME_MAX)
    return `${title}: the name must be ${OPTION_NAME_MAX} characters or fewer`
  if (group.options.length === 0) return `${title} needs at least one option`
  if (group.options.length > MAX_OPTIONS_PER_GROUP) {
    return `${title} can have at most ${MAX_OPTIONS_PER_GROUP} options`
  }
  for (const option of group.options) {
    const optionName = option.name.trim()
    if (optionName === "") return `${title}: every option needs a name`
    if (optionName.length > OPTION_NAME_MAX) {
      return `${title}: option names must be ${OPTION_NAME_MAX} characters or fewer`
    }
    if (Option.isNone(parseDollars(option.price))) {
      return `${title}: the price of ${optionName} must be 0 or more, in dollars and cents`
    }
  }
  const max = Number(group.maxChoices.trim())
  if (!WHOLE.test(group.maxChoices.trim()) || max < 1 || max > group.options.length) {
    return `${title}: max choices must be a whole number from 1 to ${group.options.length}`
  }
  return undefined
}

/** The groups as the server takes them, or the first problem to show. */
export const optionGroupsDraft = (
  groups: ReadonlyArray<OptionGroupForm>
): { readonly draft: ReadonlyArray<OptionGroupsDraft> } | { readonly problem: string } => {
  if (groups.length > MAX_OPTION_GROUPS) {
    return { problem: `An item can have at most ${MAX_OPTION_GROUPS} option groups` }
  }
  for (const [index, group] of groups.entries()) {
    const problem = groupProblem(group, index + 1)
    if (problem !== undefined) return { problem }
  }
  return {
    draft: groups.map((group) => ({
      ...(group.id === undefined ? {} : { id: group.id }),
      name: group.name.trim(),
      required: group.required,
      maxChoices: Number(group.maxChoices.trim()),
      options: group.options.map((option) => ({
        ...(option.id === undefined ? {} : { id: option.id }),
        name: option.name.trim(),
        price: Option.getOrThrow(parseDollars(option.price))
      }))
    }))
  }
}
