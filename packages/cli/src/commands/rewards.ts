import {
  describeRewardEffect,
  dollarsToCents,
  type MenuItem,
  type Reward,
  type RewardDraft,
  rewardEffectOf,
  tidyRewardCode
} from "@grill/core"
import { Effect } from "effect"
import { type GrillClient, wireJson, withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import type { Palette } from "../format/colours.js"
import { renderTable } from "../format/table.js"
import type { CliIo } from "../io/cli-io.js"
import { parseItemId } from "./arguments.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface RewardFieldOptions {
  readonly name?: string
  readonly description?: string
  readonly points?: string
  readonly discount?: string
  readonly freeItem?: string
  readonly noEffect?: boolean
  readonly active?: boolean
}

const rewardJson = wireJson("rewards", "list", "rewards.[]")

const rewardsWithMenu = (client: GrillClient) =>
  Effect.all(
    { rewards: client.rewards.list(), items: client.menu.items({ urlParams: {} }) },
    { concurrency: "unbounded" }
  )

const effectText = (reward: Reward, items: ReadonlyArray<MenuItem>) => {
  const effect = rewardEffectOf(reward, items)
  return effect === null ? "At the counter" : describeRewardEffect(effect)
}

const rewardTable = (rewards: ReadonlyArray<Reward>, items: ReadonlyArray<MenuItem>, colours: Palette) =>
  renderTable(
    [
      { header: "Id", align: "right" },
      { header: "Name" },
      { header: "Points", align: "right" },
      { header: "Effect" },
      { header: "Active" }
    ],
    rewards.map((reward) => [
      String(reward.id),
      reward.name,
      String(reward.pointsCost),
      effectText(reward, items),
      reward.isActive ? "yes" : colours.paint("no", "dim")
    ]),
    colours
  )

/** `grill rewards list`: every reward, active or not, with its effect at checkout. */
export const listRewards = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { rewards, items } = yield* withGrill(server, rewardsWithMenu)
    if (options.json) return yield* writeJson(io, rewards.rewards.map(rewardJson))
    yield* writeLines(io, rewardTable(rewards.rewards, items, palette(io)))
  })

const parsePoints = (text: string): Effect.Effect<number, CliError> =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1
    ? Effect.succeed(Number(text))
    : Effect.fail(invalidInput(`Invalid points "${text}": expected a whole number such as 25`))

const parseDiscount = (text: string): Effect.Effect<number, CliError> => {
  const cents = dollarsToCents(Number(text.replace(/^\$/, "")))
  return cents !== undefined && cents > 0 && text.trim() !== ""
    ? Effect.succeed(cents)
    : Effect.fail(invalidInput(`Invalid discount "${text}": expected dollars and cents such as 5 or 2.50`))
}

/** The draft with the options given applied; the effect is one of --discount, --free-item, --no-effect. */
const applyOptions = (
  draft: RewardDraft,
  options: RewardFieldOptions
): Effect.Effect<RewardDraft, CliError> =>
  Effect.gen(function* () {
    const effects = [options.discount, options.freeItem, options.noEffect || undefined].filter(
      (given) => given !== undefined
    )
    if (effects.length > 1)
      return yield* invalidInput("Give one effect: --discount, --free-item or --no-effect")
    const discountCents = options.discount === undefined ? undefined : yield* parseDiscount(options.discount)
    const freeItemId = options.freeItem === undefined ? undefined : yield* parseItemId(options.freeItem)
    return {
      name: options.name ?? draft.name,
      description: options.description ?? draft.description,
      pointsCost: options.points === undefined ? draft.pointsCost : yield* parsePoints(options.points),
      isActive: options.active ?? draft.isActive,
      ...(effects.length === 0
        ? { discountCents: draft.discountCents, freeItemId: draft.freeItemId }
        : { discountCents: discountCents ?? null, freeItemId: freeItemId ?? null })
    }
  })

const saved = (io: CliIo, options: JsonOption, verb: string) => (reply: { readonly reward: Reward }) =>
  options.json
    ? writeJson(io, wireJson("rewards", "create", "reward")(reply.reward))
    : writeLines(io, [
        `Reward ${verb}: ${reply.reward.id} ${reply.reward.name} (${reply.reward.pointsCost} pts)`
      ])

/** `grill rewards add`: a new reward (active unless --inactive). */
export const addReward = (
  io: CliIo,
  options: UrlOption & JsonOption & RewardFieldOptions
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    if (options.name === undefined || options.points === undefined)
      return yield* invalidInput("A reward needs --name and --points")
    const blank: RewardDraft = {
      name: "",
      description: "",
      pointsCost: 1,
      isActive: true,
      discountCents: null,
      freeItemId: null
    }
    const payload = yield* applyOptions(blank, options)
    const server = yield* staffServerFor(io, options)
    const reply = yield* withGrill(server, (client) => client.rewards.create({ payload }))
    yield* saved(io, options, "added")(reply)
  })

/** `grill rewards edit <id>`: changes the fields given, keeping the rest. */
export const editReward = (
  io: CliIo,
  idText: string,
  options: UrlOption & JsonOption & RewardFieldOptions
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const id = yield* parseItemId(idText).pipe(
      Effect.mapError(() =>
        invalidInput(`Invalid reward id "${idText}": expected a number (see grill rewards list)`)
      )
    )
    const server = yield* staffServerFor(io, options)
    const reply = yield* withGrill(server, (client) =>
      Effect.gen(function* () {
        const current = (yield* client.rewards.list()).rewards.find((reward) => reward.id === id)
        if (current === undefined) return yield* refused(`No reward with id ${id} (see grill rewards list)`)
        const payload = yield* applyOptions(current, options)
        return yield* client.rewards.update({ path: { id }, payload })
      })
    )
    yield* saved(io, options, "updated")(reply)
  })

/** `grill rewards use <code>`: honour a code at the counter for a walk-up customer. */
export const markRewardCodeUsed = (
  io: CliIo,
  code: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const reply = yield* withGrill(server, (client) =>
      client.rewards.useCode({ path: { code: tidyRewardCode(code) } })
    )
    if (options.json) return yield* writeJson(io, reply)
    yield* writeLines(io, [reply.message])
  })
