import type { MenuCategory } from "@grill/core"
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react"

export interface CategoryTabsProps {
  readonly categories: ReadonlyArray<MenuCategory>
  readonly firstCategoryId: string
  /** What a category's panel holds (its items, or why there are none). */
  readonly panel: (category: MenuCategory) => ReactNode
}

/** Where each key moves the focus from tab `index` of `count` (round the ends, as arrows do). */
const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1
}

/**
 * The menu's category tabs (the first selected), each over its panel, as the WAI-ARIA tabs
 * pattern has them: one tab stop; the arrows, Home and End move along the tabs and choose the one
 * they land on. They are part of the first paint's code, so the tabs and the panel a phone first
 * draws (or the server drew) are the ones that take clicks: nothing is swapped in later.
 *
 * Not Radix Tabs (as the staff screens use): its code does not fit the customer's first download,
 * and tabs whose code arrives after the first paint cannot take over the elements drawn before it
 * (React draws a different component's tree afresh), so the tabs and the panel were torn down and
 * drawn again under the customer's finger.
 */
export function CategoryTabs({ categories, firstCategoryId, panel }: CategoryTabsProps) {
  const [chosenId, choose] = useState(firstCategoryId)
  const baseId = useId()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (category: MenuCategory) => `${baseId}-tab-${category.id}`
  const panelId = (category: MenuCategory) => `${baseId}-panel-${category.id}`

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key]
    const target = move === undefined ? undefined : categories[move(index, categories.length)]
    if (target === undefined) return
    event.preventDefault()
    choose(target.id)
    tabs.current[categories.indexOf(target)]?.focus()
  }

  return (
    <div data-orientation="horizontal">
      <div role="tablist" aria-label="Menu categories" aria-orientation="horizontal" className="menu__tabs">
        {categories.map((category, index) => {
          const chosen = category.id === chosenId
          return (
            <button
              key={category.id}
              ref={(tab) => {
                tabs.current[index] = tab
              }}
              type="button"
              role="tab"
              id={tabId(category)}
              aria-selected={chosen}
              aria-controls={panelId(category)}
              data-state={chosen ? "active" : "inactive"}
              tabIndex={chosen ? 0 : -1}
              className="menu__tab"
              onClick={() => choose(category.id)}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {category.name}
            </button>
          )
        })}
      </div>
      {categories.map((category) => {
        const chosen = category.id === chosenId
        return (
          <div
            key={category.id}
            role="tabpanel"
            id={panelId(category)}
            aria-labelledby={tabId(category)}
            data-state={chosen ? "active" : "inactive"}
            hidden={!chosen}
            className="menu__panel"
          >
            {chosen && panel(category)}
          </div>
        )
      })}
    </div>
  )
}
