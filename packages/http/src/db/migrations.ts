import type { MigrationRecord } from "./database.js"
import { migration as m0001 } from "./migrations/0001_initial.js"
import { migration as m0440 } from "./migrations/0440_money_records_append_only.js"
import { migration as m0540 } from "./migrations/0540_allergens_and_alcohol.js"
import { migration as m0560 } from "./migrations/0560_orders_store_member_charge.js"

/**
 * The base schema: the migrations that span features, so no one feature owns them (the first
 * release's tables, the money records' append-only triggers over payments' and members'
 * tables, allergens over the menu's, loyalty's and orders' tables, and the member charge stored
 * as a payment method, which rebuilds the orders' column under the report's roll-up triggers). Every other migration lives in its feature's folder and is listed in its manifest
 * (`<feature>/feature.ts`); the migrator runs them all together in id order
 * (`packages/http/src/features.ts`). Each file is never edited once shipped, and its key is what
 * the migrator records, so a key never changes either.
 */
export const baseSchema: MigrationRecord = {
  "0001_initial": m0001,
  // The ledger and the payment entries refuse edits and deletes in the database itself.
  "0440_money_records_append_only": m0440,
  // Allergens, dietary labels and alcohol on items, members' allergies, orders' allergy notes (issue 41).
  "0540_allergens_and_alcohol": m0540,
  // orders.payment_method stores member_charge itself, no longer credit_card + house_account (issue 38).
  "0560_orders_store_member_charge": m0560
}
