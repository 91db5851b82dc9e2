import { Box, Text } from "ink"

/** The keys a screen answers to, e.g. [["↑↓", "select"], ["q", "quit"]]. */
export function KeyHints({
  hints
}: {
  readonly hints: ReadonlyArray<readonly [key: string, action: string]>
}) {
  return (
    <Box flexWrap="wrap" columnGap={2}>
      {hints.map(([key, action]) => (
        <Text key={key}>
          <Text bold>{key}</Text> <Text dimColor>{action}</Text>
        </Text>
      ))}
    </Box>
  )
}
