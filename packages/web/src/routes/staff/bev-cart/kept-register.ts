import { useQuery } from "@tanstack/react-query"
import { get, set } from "idb-keyval"
import { isApiError } from "../../../api/api-error"
import { fetchRegister, type Register, registerKey } from "../../../api/staff/bev-cart"
import { phoneStore } from "./phone-store"

export interface KeptRegister {
  readonly register: Register
  /** When the phone last heard from the server; null when this copy came from it just now. */
  readonly keptAt: string | null
}

interface Stored {
  readonly register: Register
  readonly savedAt: string
}

/**
 * The outlet's register (menu, members who may charge, open shift): from the server when it
 * answers, kept on the phone each time, and read back from the phone when it does not, so the cart
 * sells through a dead zone and after a restart there. A refusal (signed out, not this outlet's
 * attendant) is not a dead zone: it is shown, not papered over with the kept copy.
 */
export const useKeptRegister = (slug: string) =>
  useQuery({
    queryKey: registerKey(slug),
    // Runs with no network too (TanStack Query pauses queries offline by default): the kept
    // copy is the answer then.
    networkMode: "always",
    refetchInterval: 60_000,
    queryFn: async ({ signal }): Promise<KeptRegister> => {
      const key = `register:${slug}`
      try {
        const register = await fetchRegister(slug, signal)
        await set(key, { register, savedAt: new Date().toISOString() } satisfies Stored, phoneStore)
        return { register, keptAt: null }
      } catch (error) {
        if (isApiError(error) && error.kind === "refused") throw error
        const kept = await get<Stored>(key, phoneStore)
        if (kept === undefined) throw error
        return { register: kept.register, keptAt: kept.savedAt }
      }
    }
  })
