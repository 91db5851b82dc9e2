import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Check, Copy, Search } from "lucide-react"
import { type FormEvent, useEffect, useId, useState } from "react"
import { communityAddressesQuery } from "../../../api/staff/places"
import { Button } from "../../../components/Button"

const COPIED_FEEDBACK_MS = 2000

function AddressButton({
  address,
  copied,
  onCopy
}: {
  readonly address: string
  readonly copied: boolean
  readonly onCopy: (address: string) => void
}) {
  return (
    <li>
      <button
        type="button"
        className={copied ? "address-chip address-chip--copied" : "address-chip"}
        title="Click to copy"
        onClick={() => onCopy(address)}
      >
        <span>{address}</span>
        {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
      </button>
    </li>
  )
}

/** Copies an address and says so for a moment, on the button and to screen readers. */
function useCopyToClipboard() {
  const [copied, setCopied] = useState<string | null>(null)
  useEffect(() => {
    if (copied === null) return
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(text)
    } catch (error) {
      console.error("Could not copy to the clipboard", error)
    }
  }
  return { copied, copy }
}

/** The resident address book: search, street chips that fill the search, click-to-copy results. */
export function CommunityAddresses({ community }: { readonly community: string }) {
  const searchId = useId()
  const [draft, setDraft] = useState("")
  const [term, setTerm] = useState("")
  const result = useQuery({ ...communityAddressesQuery(term), placeholderData: keepPreviousData })
  const { copied, copy } = useCopyToClipboard()

  useEffect(() => {
    // Spec section 8: a failed address fetch is only logged.
    if (result.error) console.error("Could not load addresses", result.error)
  }, [result.error])

  const search = (event: FormEvent) => {
    event.preventDefault()
    setTerm(draft.trim())
  }
  const searchStreet = (street: string) => {
    setDraft(street)
    setTerm(street)
  }

  const data = result.data
  return (
    <div className="addresses">
      <search>
        <form className="addresses__search" onSubmit={search}>
          <label htmlFor={searchId} className="field__label">
            Search {community} addresses
          </label>
          <div className="addresses__search-row">
            <input
              id={searchId}
              type="search"
              className="field__input"
              placeholder="Street name or house number"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit">
              <Search aria-hidden size={18} />
              Search
            </Button>
          </div>
        </form>
      </search>
      {data && data.streets.length > 0 && (
        <section aria-labelledby="streets-title">
          <h2 id="streets-title" className="addresses__subheading">
            Streets
          </h2>
          <ul className="street-chips">
            {data.streets.map((street) => (
              <li key={street}>
                <button
                  type="button"
                  className="street-chip"
                  aria-pressed={term === street}
                  onClick={() => searchStreet(street)}
                >
                  {street}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <section aria-labelledby="address-results-title" aria-busy={result.isFetching}>
          <h2 id="address-results-title" className="addresses__subheading">
            {term === "" ? "All addresses" : `Addresses matching "${term}"`}
            {data.total > data.addresses.length && (
              <span className="addresses__count">
                {" "}
                (showing {data.addresses.length} of {data.total})
              </span>
            )}
          </h2>
          {data.addresses.length === 0 ? (
            <p className="staff-muted">No addresses found. Try a different search term.</p>
          ) : (
            <ul className="card-grid address-grid">
              {data.addresses.map((address) => (
                <AddressButton key={address} address={address} copied={copied === address} onCopy={copy} />
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="visually-hidden" role="status">
        {copied === null ? "" : `Copied ${copied} to the clipboard`}
      </p>
    </div>
  )
}
