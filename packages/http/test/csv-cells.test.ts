import { Cents } from "@grill/core"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import type { MemberSummaryRow, StatementEntry } from "../src/members/ledger-repo.js"
import { statementLines, summaryFile } from "../src/members/statement-csv.js"

/** The venue's clock at UTC, for the statement's times. */
const utc = (at: Date) => ({
  year: at.getUTCFullYear(),
  month: at.getUTCMonth() + 1,
  day: at.getUTCDate(),
  hour: at.getUTCHours(),
  minute: at.getUTCMinutes(),
  second: at.getUTCSeconds()
})

const HYPERLINK = '=HYPERLINK("http://evil.example/pay","Statement")'

const entry = (kind: "charge" | "reversal", cents: number, description: string): StatementEntry => [
  1,
  "2077",
  HYPERLINK,
  "2026-06-01T11:05:09.000Z",
  "@SUM(1+1)",
  "Grill",
  description,
  Cents(cents),
  Cents(0),
  Cents(0),
  Cents(0),
  Cents(0),
  Cents(cents),
  kind
]

describe("the statement CSV", () => {
  const rows = [entry("charge", 350, "+Burger"), entry("reversal", -350, "-1+1 reversal")]

  it("makes text that starts a formula inert and keeps negative amounts numbers", () => {
    const text = statementLines(rows, utc as never)
    const [charge, reversal] = parse(text) as Array<Array<string>>
    expect(charge?.[1]).toBe(`'${HYPERLINK}`)
    expect(charge?.[3]).toBe("'@SUM(1+1)")
    expect(charge?.[5]).toBe("'+Burger")
    expect(reversal?.[5]).toBe("'-1+1 reversal")
    expect(reversal?.slice(6, 12)).toEqual(["-3.50", "0.00", "0.00", "0.00", "0.00", "-3.50"])
    // The same rows always make the same bytes.
    expect(statementLines(rows, utc as never)).toBe(text)
    expect(text.split("\n")[1]).toBe(
      `2077,"'=HYPERLINK(""http://evil.example/pay"",""Statement"")",2026-06-01 11:05:09,'@SUM(1+1),Grill,'-1+1 reversal,-3.50,0.00,0.00,0.00,0.00,-3.50,reversal`
    )
  })

  it("does the same in the member summary", () => {
    const summary: MemberSummaryRow = {
      member_number: "2077",
      member_name: "\tTab =1",
      entries: 2,
      charges: Cents(350),
      reversals: Cents(-350),
      total: Cents(0)
    }
    const [, row] = parse(summaryFile([summary])) as Array<Array<string>>
    expect(row).toEqual(["2077", "'\tTab =1", "2", "3.50", "-3.50", "0.00"])
  })
})
