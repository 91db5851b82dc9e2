import { Text } from "ink"

export interface NoticeMessage {
  readonly tone: "ok" | "error" | "info"
  readonly text: string
}

/** The screens' one-line toast: the result of the last action or a problem to fix. */
export function Notice({ notice }: { readonly notice: NoticeMessage | undefined }) {
  if (notice === undefined) return <Text> </Text>
  if (notice.tone === "ok") return <Text color="green">✓ {notice.text}</Text>
  if (notice.tone === "error") return <Text color="red">✗ {notice.text}</Text>
  return <Text color="yellow">{notice.text}</Text>
}
