import { type ComponentType, lazy, Suspense, useEffect, useState } from "react"
import { screenDrawnByServer } from "../../app/boot-data"
import type { CategoryTabsProps } from "./CategoryTabs"

/*
 * The menu's category tabs (Radix Tabs, with its roving focus, collection and presence: about
 * 10 KiB of gzip) are a chunk of their own, fetched after the menu shows:
 * - on a page the server drew, React keeps the server's tabs in place while the page hydrates,
 *   until their code arrives (the server loads the chunk once before its first render:
 *   entry-server.tsx);
 * - drawn by the browser, the first category's items show at once under the tabs (not yet
 *   clickable), and the tabs' code is fetched once that is on the screen.
 */

let loadedCategoryTabs: ComponentType<CategoryTabsProps> | undefined
export const loadCategoryTabs = () =>
  import("./CategoryTabs").then((module) => {
    loadedCategoryTabs = module.default
    return module
  })
const LazyCategoryTabs = lazy(loadCategoryTabs)

/** The tabs as Radix draws them, the first chosen, waiting for their code. */
function WaitingCategoryTabs({ categories, firstCategoryId, panel }: CategoryTabsProps) {
  const first = categories.find((category) => category.id === firstCategoryId)
  return (
    <div data-orientation="horizontal" className="menu__tabs-root">
      <div role="tablist" aria-label="Menu categories" aria-orientation="horizontal" className="menu__tabs">
        {categories.map((category) => {
          const chosen = category.id === firstCategoryId
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              aria-selected={chosen}
              data-state={chosen ? "active" : "inactive"}
              className="menu__tab"
              disabled
            >
              {category.name}
            </button>
          )
        })}
      </div>
      {first !== undefined && (
        <div role="tabpanel" data-state="active" className="menu__panel">
          {panel(first)}
        </div>
      )}
    </div>
  )
}

export function MenuCategoryTabs(props: CategoryTabsProps) {
  const [Loaded, setLoaded] = useState(() => loadedCategoryTabs)
  // Swapping the lazy tabs for the loaded ones would draw them afresh: a drawn page keeps its own.
  const waitsOnHydration = Loaded === undefined && screenDrawnByServer
  useEffect(() => {
    if (Loaded === undefined && !waitsOnHydration)
      void loadCategoryTabs().then((module) => setLoaded(() => module.default))
  }, [Loaded, waitsOnHydration])
  const Tabs = Loaded ?? (waitsOnHydration ? LazyCategoryTabs : WaitingCategoryTabs)
  return (
    <Suspense fallback={<WaitingCategoryTabs {...props} />}>
      <Tabs {...props} />
    </Suspense>
  )
}
