import { countWords, type MenuItem, parseCountInput } from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useId, useState } from "react"
import { setItemCount } from "../../../api/staff/menu"
import { Button } from "../../../components/Button"
import { showToast } from "../../../components/toast-store"
import "./item-count.css"

/**
 * An item's count for the day, as the kitchen's 86 list keeps it: what is left ("Sold out",
 * "5 of 12 left"), a number to set ("12 left from now", whole again at the daily reset), "86"
 * (none left) and "No count". Every menu on screen follows through the server's events.
 */
export function ItemCountControl({ item }: { readonly item: MenuItem }) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const [typed, setTyped] = useState("")
  const [problem, setProblem] = useState<string | undefined>()
  const save = useMutation({
    mutationFn: (count: number | null) => setItemCount(item.id, count),
    onSuccess: (saved) => {
      setTyped("")
      showToast({
        title: "Count set",
        description: `${saved.name}: ${countWords(saved.count) || "no count"}`
      })
    },
    onError: (error) =>
      showToast({ title: "Count not set", description: error.message, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["menu"] })
  })
  const submit = () => {
    const parsed = parseCountInput(typed)
    if (!parsed.ok) return setProblem(parsed.message)
    setProblem(undefined)
    save.mutate(parsed.count)
  }
  const shown = countWords(item.count)
  return (
    <div className="item-count">
      <p
        className={item.count?.left === 0 ? "item-count__state item-count__state--out" : "item-count__state"}
      >
        {shown === "" ? "No count" : shown}
      </p>
      <form
        className="item-count__form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          Count for today of {item.name}
        </label>
        <input
          id={inputId}
          className="field__input item-count__input"
          inputMode="numeric"
          placeholder="Count"
          value={typed}
          aria-invalid={problem !== undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          size="small"
          disabled={save.isPending || typed.trim() === ""}
        >
          Set<span className="visually-hidden"> count of {item.name}</span>
        </Button>
        <Button
          variant="danger"
          size="small"
          disabled={save.isPending || item.count?.left === 0}
          onClick={() => save.mutate(0)}
        >
          86<span className="visually-hidden"> {item.name} (sold out)</span>
        </Button>
        {item.count !== null && (
          <Button
            variant="secondary"
            size="small"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            No count<span className="visually-hidden"> for {item.name}</span>
          </Button>
        )}
      </form>
      {problem !== undefined && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
