import { SqlClient, type Statement } from "@effect/sql"
import { type ClubMember, MEMBER_STATUSES, MINIMUM_PERIODS, phoneDigits, readPhone } from "@grill/core"
import { Array as Arr, Effect, Option, Schema } from "effect"
import { decodedRows, SqlFlag, table } from "../db/table.js"

const ClubMembers = table("club_members", {
  member_number: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.NullOr(Schema.String),
  charge_allowed: SqlFlag,
  charge_limit_cents: Schema.NullOr(Schema.Number),
  daily_limit_cents: Schema.NullOr(Schema.Number),
  period_limit_cents: Schema.NullOr(Schema.Number),
  minimum_cents: Schema.NullOr(Schema.Number),
  minimum_period: Schema.NullOr(Schema.Literal(...MINIMUM_PERIODS)),
  status: Schema.Literal(...MEMBER_STATUSES),
  updated_at: Schema.String
})

const MemberRow = Schema.Struct({
  ...ClubMembers.row.fields,
  /** The member's phones joined by commas, in one read (GROUP BY). */
  phones: Schema.NullOr(Schema.String)
})
type MemberRow = typeof MemberRow.Type

const toMember = (row: MemberRow): ClubMember => ({
  memberNumber: row.member_number,
  firstName: row.first_name,
  lastName: row.last_name,
  phones: (row.phones ?? "")
    .split(",")
    .filter((phone) => phone !== "")
    .sort(),
  email: row.email,
  chargeAllowed: row.charge_allowed,
  chargeLimitCents: row.charge_limit_cents,
  dailyLimitCents: row.daily_limit_cents,
  periodLimitCents: row.period_limit_cents,
  minimum:
    row.minimum_cents === null || row.minimum_period === null
      ? null
      : { amountCents: row.minimum_cents, period: row.minimum_period },
  status: row.status
})

/** Members a statement writes: 12 values a member keeps far inside either database's parameter limit. */
const SAVE_BATCH = 250

/** Resumes after Node's pending I/O has run (setImmediate): other requests get their turn. */
const nextTurnOfEventLoop = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

/** The club's member directory: one definition of a member's row and phones. */
export class MemberRepo extends Effect.Service<MemberRepo>()("Members/MemberRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // string_agg and group_concat are the two dialects' spellings of one thing.
    const phoneList = sql.onDialectOrElse({
      pg: () => sql.literal("string_agg(p.phone, ',')"),
      orElse: () => sql.literal("group_concat(p.phone, ',')")
    })
    const select = (where: Statement.Fragment) =>
      sql`SELECT ${ClubMembers.selectList(sql, "m")}, ${phoneList} AS phones FROM club_members m
        LEFT JOIN club_member_phones p ON p.member_number = m.member_number
        WHERE ${where}
        GROUP BY m.member_number, m.first_name, m.last_name, m.email, m.charge_allowed,
          m.charge_limit_cents, m.daily_limit_cents, m.period_limit_cents, m.minimum_cents, m.minimum_period, m.status, m.updated_at
        ORDER BY m.last_name, m.first_name, m.member_number`.pipe(
        decodedRows(MemberRow, ClubMembers.name),
        Effect.map((rows) => rows.map(toMember))
      )

    const all = select(sql`1 = 1`)

    const byNumber = (memberNumber: string) =>
      Effect.map(select(sql`m.member_number = ${memberNumber}`), (found) => Option.fromNullable(found[0]))

    /**
     * Members whose number or name (or phone, with `byPhone`) holds the text (any case); at most
     * `limit`. Text that reads as (part of) a phone number, in any format ("555-0147",
     * "(770) 555-0147"), is matched by its digits, as phones are stored.
     */
    const search = (text: string, limit: number, byPhone: boolean) => {
      const like = `%${text.toLowerCase().replace(/[%_\\]/g, "")}%`
      const digits = /^[\d\s().+-]+$/.test(text) ? (readPhone(text) ?? phoneDigits(text)) : ""
      const phoneLike = digits.length >= 4 ? `%${digits}%` : like
      const phoneMatch = byPhone
        ? sql`OR m.member_number IN (SELECT member_number FROM club_member_phones WHERE phone LIKE ${phoneLike})`
        : sql``
      return Effect.map(
        select(sql`(LOWER(m.member_number) LIKE ${like} OR LOWER(m.first_name) LIKE ${like}
          OR LOWER(m.last_name) LIKE ${like} OR LOWER(m.first_name || ' ' || m.last_name) LIKE ${like}
          ${phoneMatch})`),
        (found) => found.slice(0, limit)
      )
    }

    const byPhone = (phone: string) =>
      select(sql`m.member_number IN (SELECT member_number FROM club_member_phones WHERE phone = ${phone})`)

    /** Whether the phone is any member's in the directory (a phone there is proved by code only). */
    const hasPhone = (phone: string) =>
      Effect.map(
        sql`SELECT member_number FROM club_member_phones WHERE phone = ${phone} LIMIT 1`,
        (rows) => rows.length > 0
      )

    const rowOf = (member: ClubMember, now: string) =>
      ClubMembers.insertRow({
        member_number: member.memberNumber,
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        charge_allowed: member.chargeAllowed,
        charge_limit_cents: member.chargeLimitCents,
        daily_limit_cents: member.dailyLimitCents,
        period_limit_cents: member.periodLimitCents,
        minimum_cents: member.minimum?.amountCents ?? null,
        minimum_period: member.minimum?.period ?? null,
        status: member.status,
        updated_at: now
      })
    // A member file's rows are written SAVE_BATCH members to a statement: one round trip each
    // instead of three per member (PERFORMANCE.md, "Member import").
    const replaced = sql.literal(
      Object.keys(ClubMembers.row.fields)
        .filter((column) => column !== "member_number")
        .map((column) => `${column} = excluded.${column}`)
        .join(", ")
    )

    /**
     * Writes members as given (insert or replace), phones included, a batch to a statement, and
     * lets the event loop run between batches (SQLite's driver answers synchronously, so a long
     * file would otherwise hold every other request). Inside the caller's transaction.
     */
    const saveAll = (list: ReadonlyArray<ClubMember>, now: string) =>
      Effect.forEach(
        Arr.chunksOf(list, SAVE_BATCH),
        (batch) =>
          Effect.gen(function* () {
            const numbers = batch.map((member) => member.memberNumber)
            yield* sql`INSERT INTO club_members ${sql.insert(batch.map((member) => rowOf(member, now)))}
              ON CONFLICT (member_number) DO UPDATE SET ${replaced}`
            yield* sql`DELETE FROM club_member_phones WHERE ${sql.in("member_number", numbers)}`
            const phones = batch.flatMap((member) =>
              member.phones.map((phone) => ({ member_number: member.memberNumber, phone }))
            )
            if (phones.length > 0) yield* sql`INSERT INTO club_member_phones ${sql.insert(phones)}`
            yield* nextTurnOfEventLoop
          }),
        { discard: true }
      )

    /** Writes one member as given. Inside the caller's transaction. */
    const save = (member: ClubMember, now: string) => saveAll([member], now)

    return { all, byNumber, search, byPhone, hasPhone, save, saveAll } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = MemberRepo.Default
}
