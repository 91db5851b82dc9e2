import type { SqlClient } from "@effect/sql"
import type { Effect } from "effect"
import { migration as m0001 } from "./migrations/0001_initial.js"
import { migration as m0005 } from "./migrations/0005_idempotency_request_hash.js"
import { migration as m0006 } from "./migrations/0006_orders_address_from_profile.js"
import { migration as m0007 } from "./migrations/0007_menu_item_ids_never_reused.js"
import { migration as m0009 } from "./migrations/0009_cart_telemetry.js"
import { migration as m0010 } from "./migrations/0010_order_status_changes.js"
import { migration as m0011 } from "./migrations/0011_web_push.js"
import { migration as m0012 } from "./migrations/0012_event_ids.js"
import { migration as m0015 } from "./migrations/0015_server_secrets.js"
import { migration as m0016 } from "./migrations/0016_phone_codes.js"
import { migration as m0030 } from "./migrations/0030_kitchen_state.js"
import { migration as m0031 } from "./migrations/0031_order_rejection_reason.js"
import { migration as m0032 } from "./migrations/0032_scheduled_orders.js"
import { migration as m0040 } from "./migrations/0040_staff_roles.js"
import { migration as m0041 } from "./migrations/0041_audit_log.js"
import { migration as m0060 } from "./migrations/0060_menu_options.js"
import { migration as m0070 } from "./migrations/0070_reward_effects.js"
import { migration as m0080 } from "./migrations/0080_staff_entered_orders.js"
import { migration as m0090 } from "./migrations/0090_house_accounts.js"
import { migration as m0300 } from "./migrations/0300_report_rollup.js"
import { migration as m0301 } from "./migrations/0301_phone_proof_versions.js"
import { migration as m0302 } from "./migrations/0302_card_payments.js"
import { migration as m0310 } from "./migrations/0310_kitchen_printers.js"
import { migration as m0350 } from "./migrations/0350_report_rollup_upkeep.js"
import { migration as m0351 } from "./migrations/0351_order_text_updates.js"
import { migration as m0352 } from "./migrations/0352_held_card_orders.js"
import { migration as m0410 } from "./migrations/0410_member_charge_limits.js"
import { migration as m0420 } from "./migrations/0420_report_by_settlement.js"
import { migration as m0430 } from "./migrations/0430_books_checks.js"
import { migration as m0440 } from "./migrations/0440_money_records_append_only.js"
import { migration as m0460 } from "./migrations/0460_order_cart_promises.js"
import { migration as m0470 } from "./migrations/0470_statement_batch_through.js"
import { migration as m0480 } from "./migrations/0480_printer_status_query.js"
import { migration as m0500 } from "./migrations/0500_outlets.js"
import { migration as m0560 } from "./migrations/0560_orders_store_member_charge.js"

/**
 * The schema, one migration a file in migrations/, never edited once shipped. The key is what the
 * migrator records (its number and name), so a key never changes either. Plain SQL that runs on
 * SQLite and PostgreSQL alike: ISO-8601 text timestamps, integer cents, no SQLite-only types; the
 * column types the dialects spell differently come from `columnTypes`. A new migration: a new
 * file with the next free number, and its entry at the end of this list.
 */
export const migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0001_initial": m0001,
  "0005_idempotency_request_hash": m0005,
  "0006_orders_address_from_profile": m0006,
  "0007_menu_item_ids_never_reused": m0007,
  "0009_cart_telemetry": m0009,
  "0010_order_status_changes": m0010,
  "0011_web_push": m0011,
  "0012_event_ids": m0012,
  "0015_server_secrets": m0015,
  "0016_phone_codes": m0016,
  "0030_kitchen_state": m0030,
  "0031_order_rejection_reason": m0031,
  "0032_scheduled_orders": m0032,
  "0040_staff_roles": m0040,
  "0041_audit_log": m0041,
  "0060_menu_options": m0060,
  "0070_reward_effects": m0070,
  "0080_staff_entered_orders": m0080,
  "0090_house_accounts": m0090,
  "0300_report_rollup": m0300,
  "0301_phone_proof_versions": m0301,
  // Card payments: numbered after every migration main had shipped, so the migrator (which runs
  // only ids above the latest it recorded) applies it to databases already at 0301.
  "0302_card_payments": m0302,
  "0310_kitchen_printers": m0310,
  "0350_report_rollup_upkeep": m0350,
  // Texts to the customer: numbered after 0350, which databases may already hold (as 0302 above).
  "0351_order_text_updates": m0351,
  // Card orders off the kitchen's lists, indexed: after 0351 for the same reason.
  "0352_held_card_orders": m0352,
  "0410_member_charge_limits": m0410,
  // The report keyed by what settled an order, holding only the kitchen's orders (issue 37).
  "0420_report_by_settlement": m0420,
  "0430_books_checks": m0430,
  // The ledger and the payment entries refuse edits and deletes in the database itself.
  "0440_money_records_append_only": m0440,
  // Each golf-cart order's one promise, from the kitchen's time (issue 42).
  "0460_order_cart_promises": m0460,
  // A statement batch's through-date, for a month-end cut-off (issue 42).
  "0470_statement_batch_through": m0470,
  // Printers that never answer the status query: asked it no more (issue 42).
  "0480_printer_status_query": m0480,
  // One club, several outlets: the grill becomes outlet 1 of its own table (issue 40).
  "0500_outlets": m0500,
  // orders.payment_method stores member_charge itself, no longer credit_card + house_account (issue 38).
  "0560_orders_store_member_charge": m0560
}
