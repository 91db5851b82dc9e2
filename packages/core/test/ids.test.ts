import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { MemberNumber, OrderId } from "../src/ids.js"

const orderIdOf = (id: OrderId) => id
const memberNumberOf = (number: MemberNumber) => number

describe("branded ids", () => {
  it("keep an order's id and a member's number apart, each still a number or a string on the wire", () => {
    const order = OrderId.make(12)
    const member = MemberNumber.make("12")
    // @ts-expect-error a member number is not an order id
    orderIdOf(member)
    // @ts-expect-error nor is a bare number: it is decoded (or made) as one first
    orderIdOf(12)
    // @ts-expect-error an order id is not a member number
    memberNumberOf(order)
    // @ts-expect-error nor is a bare string
    memberNumberOf("12")
    expect(JSON.stringify({ order, member })).toBe('{"order":12,"member":"12"}')
    expect(Schema.decodeUnknownSync(OrderId)(12)).toBe(order)
    expect(() => Schema.decodeUnknownSync(OrderId)(1.5)).toThrow()
  })
})
