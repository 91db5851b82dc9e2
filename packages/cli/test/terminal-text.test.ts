import type { Order } from "@grill/http"
import { beforeAll, describe, expect, it } from "vitest"
import { grill } from "./support/cli.js"
import { writeRows } from "./support/database.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, admin, env } = signedInTerminalForFile()

// Old rows, stored before the server refused control characters: what a customer could have sent.
const HIDDEN_NAME = "Jane\u001b[8m Hidden\u001b[0m Doe"
const CLIPBOARD_INSTRUCTIONS = "Gate 4\n** PAID - DO NOT COLLECT **\u001b]52;c;cm0gLXJmIH4=\u0007"
const ERASING_NOTE = "no onions\n\u001b[1A\u001b[2KNO ALLERGY\u202e"
/** Anything a terminal would obey: ESC, BEL, CSI in C1, a right-to-left override. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the test looks for
const OBEYED = /[\u001b\u0007\u009b\u202e]/

let order: Order

beforeAll(async () => {
  order = await placeOrder(server.url, {
    items: [{ name: "Hand-Cut Fries", quantity: 1, notes: "peanut allergy" }],
    name: "Jane Doe"
  })
  writeRows(
    server,
    "UPDATE orders SET contact_name = ?, special_instructions = ? WHERE id = ?",
    HIDDEN_NAME,
    CLIPBOARD_INSTRUCTIONS,
    order.id
  )
  writeRows(server, "UPDATE order_lines SET notes = ? WHERE order_id = ?", ERASING_NOTE, order.id)
  await admin.members.importMembers({
    payload: {
      csv: [
        "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
        "3101,Bo,Lane,404-555-0131,,yes,,,,active,"
      ].join("\n"),
      apply: true
    }
  })
  writeRows(
    server,
    "UPDATE club_members SET first_name = ?, last_name = ? WHERE member_number = '3101'",
    "Bo\u001b[2J",
    "Lane\u009b8m"
  )
})

describe("server text at a staff terminal", () => {
  it("grill orders show shows escape sequences instead of obeying them, notes indented under their label", async () => {
    const shown = await grill(["orders", "show", order.orderNumber], { env })
    expect(shown.code).toBe(0)
    expect(shown.stdout).not.toMatch(OBEYED)
    const lines = shown.stdout.split("\n")
    expect(lines).toContain("  Jane^[[8m Hidden^[[0m Doe")
    const note = lines.indexOf("      Note: no onions")
    expect(note).toBeGreaterThan(0)
    expect(lines[note + 1]).toBe("            ^[[1A^[[2KNO ALLERGY<U+202E>")
    expect(lines).toContain("  Special instructions: Gate 4")
    expect(lines).toContain("                        ** PAID - DO NOT COLLECT **^[]52;c;cm0gLXJmIH4=^G")
  })

  it("keeps the text as sent with --json, its control characters written as JSON escapes", async () => {
    const json = await grill(["orders", "show", order.orderNumber, "--json"], { env })
    expect(json.stdout).not.toMatch(OBEYED)
    const parsed = JSON.parse(json.stdout)
    expect(parsed.contactInfo).toMatchObject({
      name: HIDDEN_NAME,
      specialInstructions: CLIPBOARD_INSTRUCTIONS
    })
    expect(parsed.items[0].notes).toBe(ERASING_NOTE)
  })

  it("grill orders and grill members show escape it too", async () => {
    const list = await grill(["orders"], { env })
    expect(list.stdout).not.toMatch(OBEYED)
    expect(list.stdout).toContain(`${order.orderNumber}  Jane^[[8m Hidden^[[0m D…  Pickup`)
    const member = await grill(["members", "show", "3101"], { env })
    expect(member.stderr).toBe("")
    expect(member.code).toBe(0)
    expect(member.stdout).not.toMatch(OBEYED)
    expect(member.stdout.split("\n")[0]).toBe("Member 3101: Bo^[[2J Lane<U+009B>8m (active)")
  })

  it("grill orders watch, at a terminal, draws the name as text", async () => {
    const watched = await grill(["orders", "watch"], {
      env,
      tty: true,
      input: ["q"],
      typeOnSeeing: order.orderNumber
    })
    expect(watched.code).toBe(0)
    expect(watched.stdout).toContain("Jane^[[8m Hidden^[[0m")
    // Ink draws with escape sequences of its own, never these.
    expect(watched.stdout).not.toContain("\u001b[8m")
    expect(watched.stdout).not.toContain("\u001b]52")
    expect(watched.stdout).not.toContain("\u001b[1A\u001b[2KNO ALLERGY")
  })
})
