import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { Effect } from "effect"

/** scrypt is memory-hard: each guess costs ~32 MiB, which makes offline cracking expensive. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  Effect.async<Buffer, Error>((resume) => {
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: PARAMS.maxmem }, (error, key) =>
      resume(error === null ? Effect.succeed(key) : Effect.fail(error))
    )
  })

/** "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can be raised later. */
export const hashPassword = (password: string) =>
  Effect.gen(function* () {
    const salt = randomBytes(16)
    const key = yield* derive(password, salt, PARAMS)
    return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$")
  }).pipe(Effect.orDie)

export const verifyPassword = (password: string, stored: string) =>
  Effect.gen(function* () {
    const [scheme, n, r, p, salt, hash] = stored.split("$")
    if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
    const expected = Buffer.from(hash, "base64")
    const key = yield* derive(password, Buffer.from(salt, "base64"), {
      N: Number(n),
      r: Number(r),
      p: Number(p)
    })
    return key.length === expected.length && timingSafeEqual(key, expected)
  }).pipe(Effect.orElseSucceed(() => false))
