import type { Order } from "@grill/http"
import { Text, useApp } from "ink"
import { useCallback, useEffect, useRef, useState } from "react"
import { KeyRouter, type ScreenKeys } from "./keys.js"
import { NewOrderForm } from "./NewOrderForm.js"
import type { NewOrderSource, OrderSetup } from "./new-order-source.js"
import type { UiOutcome } from "./outcome.js"
import { PlacedOrderView } from "./PlacedOrderView.js"
import { failureMessage } from "./source.js"

export interface NewOrderAppProps {
  readonly source: NewOrderSource
  readonly onExit: (outcome: UiOutcome) => void
}

/** A phone or walk-up order: the website's ordering screen, at the keyboard. */
export function NewOrderApp({ source, onExit }: NewOrderAppProps) {
  const { exit } = useApp()
  const [setup, setSetup] = useState<OrderSetup | undefined>(undefined)
  const [placed, setPlaced] = useState<Order | undefined>(undefined)
  // Each new order is a new form: a fresh cart and checkout.
  const [orderCount, setOrderCount] = useState(0)

  const quit = useCallback(
    (outcome: UiOutcome) => {
      onExit(outcome)
      exit()
    },
    [exit, onExit]
  )

  const loadSetup = useCallback(async () => {
    try {
      const loaded = await source.loadSetup()
      setSetup(loaded)
      return loaded
    } catch (error) {
      quit({ exitCode: 1, message: failureMessage(error) })
      return undefined
    }
  }, [source, quit])

  useEffect(() => {
    void loadSetup()
  }, [loadSetup])

  // One key router for the whole life of the screen, so that no key is lost while a part mounts
  // (a router subscribes to the keyboard after its first render); each view hands it its keys.
  const screenKeys = useRef<ScreenKeys>(() => false)
  const view = (() => {
    if (setup === undefined) {
      screenKeys.current = (_input, key) => {
        if (key.escape) quit({ exitCode: 0 })
        return key.escape
      }
      return <Text>Loading menu data...</Text>
    }
    if (placed !== undefined) {
      screenKeys.current = (input, key) => {
        if (input === "n") {
          setPlaced(undefined)
          setOrderCount((count) => count + 1)
        } else if (input === "q" || key.escape) quit({ exitCode: 0 })
        return true
      }
      return <PlacedOrderView order={placed} timeZone={setup.venue.timeZone} />
    }
    return (
      <NewOrderForm
        key={orderCount}
        source={source}
        setup={setup}
        reloadSetup={loadSetup}
        onPlaced={setPlaced}
        onQuit={() => quit({ exitCode: 0 })}
        bindKeys={(keys) => {
          screenKeys.current = keys
        }}
      />
    )
  })()

  return <KeyRouter onKey={(input, key) => screenKeys.current(input, key)}>{view}</KeyRouter>
}
