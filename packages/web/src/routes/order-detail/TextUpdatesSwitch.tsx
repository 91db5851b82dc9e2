import { TEXTS_STOPPED_MESSAGE } from "@grill/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { MessageSquareText } from "lucide-react"
import { isApiError } from "../../api/api-error"
import { textUpdatesQuery, turnTextUpdates } from "../../api/text-updates"
import { showToast } from "../../components/toast-store"

/**
 * The order page's switch for the texts the checkout's box asked for (or did not): on or off
 * for this order. Hidden once no text can come (no phone, texted already, the order done); a
 * phone that replied STOP is told how to get texts again instead.
 */
export function TextUpdatesSwitch(props: { readonly orderNumber: string; readonly hasPhone: boolean }) {
  const { orderNumber } = props
  const queryClient = useQueryClient()
  const query = textUpdatesQuery(orderNumber)
  const state = useQuery({ ...query, enabled: props.hasPhone })
  const turn = useMutation({
    mutationFn: (on: boolean) => turnTextUpdates(orderNumber, on),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
    onError: (error) =>
      showToast({
        title: "Could not change texts",
        description: isApiError(error) ? error.message : "Please try again later.",
        variant: "destructive"
      })
  })
  const current = state.data
  if (!props.hasPhone) return null
  // Its room is kept while the switch loads, so the order below does not jump when it arrives.
  if (current === undefined) return <div className="text-updates-placeholder" aria-hidden />
  if (current.stopped) {
    return (
      <p className="text-updates__note" role="status">
        {TEXTS_STOPPED_MESSAGE}
      </p>
    )
  }
  if (!current.available) return null
  const on = turn.isPending ? turn.variables : current.on
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="text-updates"
      disabled={turn.isPending}
      onClick={() => turn.mutate(!current.on)}
    >
      <MessageSquareText aria-hidden size={18} />
      <span className="text-updates__label">{current.label}</span>
      <span className="text-updates__track" aria-hidden>
        <span className="text-updates__thumb" />
      </span>
    </button>
  )
}
