import {
  isStaffRole,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  type StaffRole,
  staffPasswordProblem
} from "@grill/core"
import type { StaffAccount } from "@grill/http"
import type { Command } from "commander"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import { renderTable } from "../format/table.js"
import type { CliIo } from "../io/cli-io.js"
import { makePrompter } from "../io/prompt.js"
import { parseOutletSlugs } from "./arguments.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

const ROLE_HELP = STAFF_ROLES.map((role) => `  ${role.padEnd(8)} ${STAFF_ROLE_DESCRIPTIONS[role]}`).join("\n")

/** Asks each question in turn (secrets unechoed); Ctrl+C or the end of input cancels. */
const ask = (io: CliIo, questions: ReadonlyArray<string>) =>
  Effect.acquireUseRelease(
    Effect.sync(() => makePrompter(io)),
    (prompter) =>
      Effect.promise(async () => {
        const answers: Array<string> = []
        for (const question of questions) {
          const answer = await prompter.ask(question, { secret: true })
          if (answer === undefined) return undefined
          answers.push(answer)
        }
        return answers
      }),
    (prompter) => Effect.sync(prompter.close)
  ).pipe(
    Effect.flatMap((answers) =>
      answers === undefined ? Effect.fail(refused("Cancelled")) : Effect.succeed(answers)
    )
  )

/** A new password typed twice, checked by core's rule before it is sent. */
const askNewPassword = (io: CliIo, prefix: ReadonlyArray<string> = []) =>
  Effect.flatMap(ask(io, [...prefix, "New password: ", "Repeat the new password: "]), (answers) => {
    const [password = "", repeated] = answers.slice(prefix.length)
    const problem = staffPasswordProblem(password)
    if (problem !== undefined) return Effect.fail(invalidInput(problem))
    if (password !== repeated) return Effect.fail(invalidInput("The two passwords do not match"))
    return Effect.succeed({ earlier: answers.slice(0, prefix.length), password })
  })

/** Where an account works: "all" when it is limited to no outlets (null), else their slugs. */
const outletsText = (outlets: StaffAccount["outlets"]) => (outlets === null ? "all" : outlets.join(", "))

const describeAccount = (account: StaffAccount) =>
  `${account.username} (${account.role}${account.outlets === null ? "" : ` at ${outletsText(account.outlets)}`}${account.disabled ? ", disabled" : ""})`

const staffCall = <A>(
  io: CliIo,
  options: UrlOption,
  call: (client: GrillClient) => Effect.Effect<A, unknown>
) => Effect.flatMap(staffServerFor(io, options), (server) => withGrill(server, call))

const listUsers = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const { users } = yield* staffCall(io, options, (client) => client.staffUsers.list())
    if (options.json) return yield* writeJson(io, users)
    yield* writeLines(
      io,
      renderTable(
        [{ header: "Username" }, { header: "Role" }, { header: "Outlets" }, { header: "Status" }],
        users.map((user) => [
          user.username,
          user.role,
          outletsText(user.outlets),
          user.disabled ? "disabled" : "active"
        ]),
        palette(io)
      )
    )
  })

const roleOf = (role: string): Effect.Effect<StaffRole, CliError> =>
  isStaffRole(role)
    ? Effect.succeed(role)
    : Effect.fail(invalidInput(`Role must be one of: ${STAFF_ROLES.join(", ")}`))

const addUser = (
  io: CliIo,
  username: string,
  options: UrlOption & { readonly role: string; readonly outlets?: string }
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const role = yield* roleOf(options.role)
    // Absent: every outlet, as the server takes it.
    const outlets = options.outlets === undefined ? undefined : yield* parseOutletSlugs(options.outlets)
    const { password } = yield* askNewPassword(io)
    const { user } = yield* staffCall(io, options, (client) =>
      client.staffUsers.create({
        payload: { username, password, role, ...(outlets === undefined ? {} : { outlets }) }
      })
    )
    yield* writeLines(io, [`Added ${describeAccount(user)}`])
  })

const changeUser = (
  io: CliIo,
  username: string,
  options: UrlOption,
  payload: {
    readonly role?: StaffRole
    readonly disabled?: boolean
    readonly outlets?: ReadonlyArray<string> | null
  }
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const { user } = yield* staffCall(io, options, (client) =>
      client.staffUsers.update({ path: { username }, payload })
    )
    yield* writeLines(io, [`Updated ${describeAccount(user)}`])
  })

/** `grill users outlets NAME halfway,grill` limits an account to those outlets; `--all` lifts the limit. */
const outletsChange = (
  list: string | undefined,
  options: { readonly all?: boolean }
): Effect.Effect<ReadonlyArray<string> | null, CliError> => {
  if (options.all === true && list !== undefined)
    return Effect.fail(invalidInput("Give the outlets or --all, not both"))
  if (options.all === true) return Effect.succeed(null)
  if (list === undefined)
    return Effect.fail(invalidInput("Name the outlets (e.g. halfway,grill) or give --all for every outlet"))
  return parseOutletSlugs(list)
}

/** Without a name: your own password (asks the current one). With one: an admin's reset. */
const changePassword = (
  io: CliIo,
  username: string | undefined,
  options: UrlOption
): Effect.Effect<void, CliError> =>
  username === undefined
    ? Effect.gen(function* () {
        const { earlier, password } = yield* askNewPassword(io, ["Current password: "])
        yield* staffCall(io, options, (client) =>
          client.auth.changePassword({
            payload: { currentPassword: earlier[0] ?? "", newPassword: password }
          })
        )
        yield* writeLines(io, ["Password changed. Your other sessions are signed out."])
      })
    : Effect.gen(function* () {
        const { password } = yield* askNewPassword(io)
        yield* staffCall(io, options, (client) =>
          client.staffUsers.update({ path: { username }, payload: { password } })
        )
        yield* writeLines(io, [`Password of ${username} changed; their sessions are signed out.`])
      })

/**
 * `grill users [list] | add <name> --role <role> [--outlets a,b] | passwd [name] | role <name> <role>
 * | outlets <name> <a,b> | outlets <name> --all | disable | enable`.
 */
export const usersCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const users = answeringGroup(
    program,
    "users",
    `Staff accounts and their roles (admins only, except your own password):\n${ROLE_HELP}`,
    [
      "grill users",
      "grill users add sam --role kitchen",
      "grill users add hal --role kitchen --outlets halfway",
      "grill users passwd",
      "grill users disable sam"
    ]
  )
    .summary("staff accounts: list, add, change role or outlets, disable, reset or change a password")
    .action((options) => execute(listUsers(io, options)))

  users
    .command("list")
    .description("list staff accounts with their role, outlets and whether they can sign in")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .action((options) => execute(listUsers(io, options)))

  users
    .command("add")
    .description(`add a staff account; asks for its password twice\n${ROLE_HELP}`)
    .argument("<username>", "2-40 lowercase letters, digits, dots, dashes or underscores")
    .requiredOption("--role <role>", STAFF_ROLES.join(", "))
    .option("--outlets <slugs>", "limit it to these outlets, e.g. halfway,grill (default: every outlet)")
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill users add sam --role kitchen", "grill users add hal --role kitchen --outlets halfway")
    )
    .action((username: string, options) => execute(addUser(io, username, options)))

  users
    .command("passwd")
    .description(
      "change your own password, or (admins) set another account's; signs that account out elsewhere"
    )
    .argument("[username]", "whose password to set (default: your own)")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill users passwd", "grill users passwd sam"))
    .action((username: string | undefined, options) => execute(changePassword(io, username, options)))

  users
    .command("role")
    .description("change an account's role")
    .argument("<username>")
    .argument("<role>", STAFF_ROLES.join(", "))
    .addOption(urlFlag())
    .addHelpText("after", examples("grill users role sam manager"))
    .action((username: string, role: string, options) =>
      execute(Effect.flatMap(roleOf(role), (valid) => changeUser(io, username, options, { role: valid })))
    )

  users
    .command("outlets")
    .description(
      "limit an account to some outlets (it sees, hears and changes only their orders), or with --all to every outlet"
    )
    .argument("<username>")
    .argument("[slugs]", "the outlets, e.g. halfway,grill")
    .option("--all", "every outlet, now and added later")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill users outlets hal halfway,grill", "grill users outlets hal --all"))
    .action((username: string, slugs: string | undefined, options) =>
      execute(
        Effect.flatMap(outletsChange(slugs, options), (outlets) =>
          changeUser(io, username, options, { outlets })
        )
      )
    )

  users
    .command("disable")
    .description("stop an account signing in, and sign it out now (its history stays)")
    .argument("<username>")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill users disable sam"))
    .action((username: string, options) => execute(changeUser(io, username, options, { disabled: true })))

  users
    .command("enable")
    .description("let a disabled account sign in again")
    .argument("<username>")
    .addOption(urlFlag())
    .action((username: string, options) => execute(changeUser(io, username, options, { disabled: false })))
}
