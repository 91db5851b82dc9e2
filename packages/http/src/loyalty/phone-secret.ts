import { readFileSync, statSync } from "node:fs"
import { Config, ConfigError, Effect, Option, Redacted } from "effect"

/** The least a phone-proof secret may hold: 32 bytes, as the one made in the database. */
const SECRET_BYTES = 32

const FILE = "GRILL_SECRET_FILE"
const ENV = "GRILL_PHONE_SECRET"

/** Text that reads as base64url (hex too) is decoded; anything else is taken as raw bytes. */
const secretBytes = (content: Buffer): Buffer => {
  const text = content.toString("latin1").trim()
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, "base64url") : content
}

const invalid = (name: string, message: string) => Effect.fail(ConfigError.InvalidData([name], message))

const long = (name: string, where: string, secret: Buffer) =>
  secret.length >= SECRET_BYTES
    ? Effect.succeed(secret)
    : invalid(
        name,
        `${where} holds ${secret.length} bytes of secret; it needs at least ${SECRET_BYTES} random bytes (openssl rand -hex ${SECRET_BYTES} makes one)`
      )

/** The key file: refused unless only its owner may read or write it, as for an SSH key. */
const fromFile = (path: string) =>
  Effect.gen(function* () {
    const read = yield* Effect.try(() => ({ mode: statSync(path).mode, content: readFileSync(path) })).pipe(
      Effect.catchAll((cause) =>
        invalid(
          FILE,
          `${FILE} ${path} cannot be read: ${cause.error instanceof Error ? cause.error.message : cause}`
        )
      )
    )
    if ((read.mode & 0o077) !== 0)
      return yield* invalid(
        FILE,
        `${FILE} ${path} is open to other users (mode ${(read.mode & 0o777).toString(8)}); make it its owner's only: chmod 600 ${path}`
      )
    return yield* long(FILE, `${FILE} ${path}`, secretBytes(read.content))
  })

/**
 * The secret that signs phone proofs when the operator keeps it outside the database
 * (`GRILL_SECRET_FILE`, a path, or `GRILL_PHONE_SECRET`), so a copy of the database or a backup
 * alone cannot forge a proof; none when neither is set (the database's own secret is used).
 * A bad one stops start-up with its reason.
 */
export const phoneSecretConfig: Effect.Effect<Option.Option<Buffer>, ConfigError.ConfigError> = Effect.gen(
  function* () {
    const file = yield* Config.option(Config.nonEmptyString(FILE))
    const value = yield* Config.option(Config.redacted(ENV))
    if (Option.isSome(file) && Option.isSome(value))
      return yield* invalid(FILE, `Set ${FILE} or ${ENV}, not both`)
    if (Option.isSome(file)) return Option.some(yield* fromFile(file.value))
    if (Option.isSome(value))
      return Option.some(yield* long(ENV, ENV, secretBytes(Buffer.from(Redacted.value(value.value)))))
    return Option.none()
  }
)
