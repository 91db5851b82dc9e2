import { QueryClientProvider } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { LazyToaster } from "../components/LazyToaster"
import { makeQueryClient } from "./query-client"

export function Providers({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  )
}
