import type { MenuCategory } from "@grill/core"
import * as Tabs from "@radix-ui/react-tabs"
import type { ReactNode } from "react"

export interface CategoryTabsProps {
  readonly categories: ReadonlyArray<MenuCategory>
  readonly firstCategoryId: string
  /** What a category's panel holds (its items, or why there are none). */
  readonly panel: (category: MenuCategory) => ReactNode
}

/** The menu's category tabs (the first selected), each over its panel. */
export default function CategoryTabs({ categories, firstCategoryId, panel }: CategoryTabsProps) {
  return (
    <Tabs.Root defaultValue={firstCategoryId} className="menu__tabs-root">
      <Tabs.List className="menu__tabs" aria-label="Menu categories">
        {categories.map((category) => (
          <Tabs.Trigger key={category.id} value={category.id} className="menu__tab">
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content key={category.id} value={category.id} className="menu__panel">
          {panel(category)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
