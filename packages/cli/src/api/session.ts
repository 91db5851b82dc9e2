import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"

type Env = Readonly<Record<string, string | undefined>>

/** $GRILL_CONFIG_DIR, else $XDG_CONFIG_HOME/grill, else ~/.config/grill. */
export const configDir = (env: Env): string => {
  if (env.GRILL_CONFIG_DIR) return env.GRILL_CONFIG_DIR
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config")
  return join(base, "grill")
}

export const sessionFile = (env: Env): string => join(configDir(env), "session.json")

/** session.json: one staff session cookie per server URL. */
const isSessions = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((cookie) => typeof cookie === "string")

const readSessions = (env: Env): Record<string, string> => {
  // A missing file, or one someone edited into nonsense, counts as no sessions; the next login rewrites it.
  try {
    const sessions: unknown = JSON.parse(readFileSync(sessionFile(env), "utf8"))
    return isSessions(sessions) ? sessions : {}
  } catch {
    return {}
  }
}

/** Written whole to a private temporary file, then renamed over: never half-written, never world-readable. */
const writeSessions = (env: Env, sessions: Record<string, string>): void => {
  const dir = configDir(env)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = sessionFile(env)
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 })
  chmodSync(temporary, 0o600)
  renameSync(temporary, file)
}

export const sessionCookie = (env: Env, url: string): string | undefined => readSessions(env)[url]

export const saveSession = (env: Env, url: string, cookie: string): void =>
  writeSessions(env, { ...readSessions(env), [url]: cookie })

/** Forgets the session for `url`; false when there was none. */
export const removeSession = (env: Env, url: string): boolean => {
  const sessions = readSessions(env)
  if (!(url in sessions)) return false
  const { [url]: _removed, ...rest } = sessions
  writeSessions(env, rest)
  return true
}
