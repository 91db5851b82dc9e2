import {
  describeOptionGroups,
  describeWeeklyServingHours,
  type MenuCategory,
  type MenuItem
} from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { CircleCheck, CircleSlash, Clock, Pencil, Plus, Trash2 } from "lucide-react"
import { useState } from "react"
import { menuCategoriesQuery, menuItemsAtQuery } from "../../../api/menu"
import { outletsQuery } from "../../../api/outlets"
import { catalogueMenuItem } from "../../../api/staff/menu"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { ItemMarks } from "../../../components/ItemMarks"
import { Money } from "../../../components/Money"
import { showToast } from "../../../components/toast-store"
import { BackToDashboard } from "../shared/BackToDashboard"
import { ItemCountControl } from "../shared/ItemCountControl"
import { KeyHint } from "../shared/KeyHint"
import { LoadError } from "../shared/ListMessage"
import { OutletChips } from "../shared/OutletChips"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { useShortcut } from "../shared/use-shortcut"
import { CategoryServingDialog } from "./CategoryServingDialog"
import { DeleteItemDialog } from "./DeleteItemDialog"
import { MenuItemDialog, type MenuItemEditing } from "./MenuItemDialog"
import "./menu-editor.css"

function ItemCard({
  item,
  onEdit,
  onDelete
}: {
  readonly item: MenuItem
  readonly onEdit: () => void
  readonly onDelete: () => void
}) {
  return (
    <li className="item-card editor-item" data-item-id={item.id}>
      <div className="editor-item__heading">
        <h3 className="editor-item__name">{item.name}</h3>
        <Money cents={item.price} className="editor-item__price" />
      </div>
      {item.description && <p className="editor-item__description">{item.description}</p>}
      <ItemMarks item={item} />
      {item.optionGroups.length > 0 && (
        <p className="editor-item__options">Options: {describeOptionGroups(item.optionGroups)}</p>
      )}
      {item.servingHours.length > 0 && (
        <p className="editor-item__options">Served {describeWeeklyServingHours(item.servingHours)}</p>
      )}
      <p className={item.available ? "availability availability--on" : "availability availability--off"}>
        {item.available ? <CircleCheck aria-hidden size={16} /> : <CircleSlash aria-hidden size={16} />}
        {item.available ? "Available" : "Unavailable"}
      </p>
      <ItemCountControl item={item} />
      <div className="editor-item__actions">
        <Button variant="secondary" size="small" onClick={onEdit}>
          <Pencil aria-hidden size={16} />
          Edit<span className="visually-hidden"> {item.name}</span>
        </Button>
        <Button variant="danger" size="small" onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          Delete<span className="visually-hidden"> {item.name}</span>
        </Button>
      </div>
    </li>
  )
}

interface CategorySectionProps {
  readonly id: string
  readonly name: string
  readonly items: ReadonlyArray<MenuItem>
  readonly onEdit: (item: MenuItem) => void
  readonly onDelete: (item: MenuItem) => void
  /** A real category's serving times and their Edit; none for the items without a category. */
  readonly serving?: { readonly category: MenuCategory; readonly onEdit: () => void }
}

function CategorySection({ id, name, items, onEdit, onDelete, serving }: CategorySectionProps) {
  const headingId = `category-${id || "none"}`
  return (
    <section className="editor-category" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-category__title">
        {name} <span className="editor-category__count">({items.length})</span>
      </h2>
      {serving && (
        <p className="editor-category__serving">
          <Clock aria-hidden size={16} />
          Served {describeWeeklyServingHours(serving.category.servingHours)}
          <Button variant="secondary" size="small" onClick={serving.onEdit}>
            Edit serving times<span className="visually-hidden"> of {name}</span>
          </Button>
        </p>
      )}
      {items.length === 0 ? (
        <p className="staff-muted">No items in this category</p>
      ) : (
        <ul className="card-grid editor-items">
          {items.map((item) => (
            <ItemCard key={item.id} item={item} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** Items whose category is blank or no longer exists would be invisible to customers; staff still see them. */
const uncategorised = (items: ReadonlyArray<MenuItem>, categories: ReadonlyArray<MenuCategory>) =>
  items.filter((item) => !categories.some((category) => category.id === item.categoryId))

/**
 * Whose menu is listed (issue 40): the first outlet's, as in a one-outlet club, or the one a chip
 * chose once the club has several. `slug` is null for the first (the page's own menu read).
 */
function useListedOutlet() {
  const outlets = useQuery(outletsQuery).data ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  const first = outlets[0]
  const shown = outlets.find((outlet) => outlet.slug === chosen) ?? first
  return {
    outlets: outlets.length > 1 ? outlets : [],
    shown,
    slug: shown === undefined || shown === first ? null : shown.slug,
    choose: setChosen
  }
}

export default function MenuEditorScreen() {
  const venue = useVenue()
  const listed = useListedOutlet()
  const several = listed.outlets.length > 0
  const categories = useQuery(menuCategoriesQuery)
  const items = useQuery(menuItemsAtQuery(null, listed.slug))
  const [editing, setEditing] = useState<MenuItemEditing | null>(null)
  const [deleting, setDeleting] = useState<MenuItem | null>(null)
  const [servingOf, setServingOf] = useState<MenuCategory | null>(null)
  const startAdding = () => setEditing({ kind: "add" })
  // An outlet's menu shows its own price and flag: the dialog edits the catalogue's item instead.
  const startEditing = (item: MenuItem) =>
    several
      ? void catalogueMenuItem(item.id).then(
          (catalogued) => setEditing({ kind: "edit", item: catalogued }),
          () =>
            showToast({
              title: "Could not open the item",
              description: "Please try again.",
              variant: "destructive"
            })
        )
      : setEditing({ kind: "edit", item })
  useShortcut("n", startAdding, categories.isSuccess)

  const header = (
    <>
      <title>{`Menu Editor · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Menu Editor">
        <Button onClick={startAdding} disabled={!categories.isSuccess} aria-keyshortcuts="n">
          <Plus aria-hidden size={18} />
          Add New Item
          <KeyHint shortcut="n" />
        </Button>
      </StaffPageHeader>
      <OutletChips
        outlets={listed.outlets}
        chosen={listed.shown?.slug ?? null}
        onChoose={listed.choose}
        withoutAll
      />
      {several && listed.shown && (
        <p className="staff-muted">{listed.shown.name}'s menu, at its prices and availability</p>
      )}
    </>
  )

  if (categories.isPending || items.isPending) {
    return (
      <div className="staff-screen">
        {header}
        <p className="staff-muted">Loading menu data...</p>
      </div>
    )
  }
  if (categories.isError || items.isError) {
    const retry = () => void Promise.all([categories.refetch(), items.refetch()])
    return (
      <div className="staff-screen">
        {header}
        <LoadError title="Could not load the menu data" onRetry={retry} />
      </div>
    )
  }

  const orphans = uncategorised(items.data, categories.data)
  const sectionProps = {
    onEdit: startEditing,
    onDelete: setDeleting
  }
  return (
    <div className="staff-screen">
      {header}
      {categories.data.map((category) => (
        <CategorySection
          key={category.id}
          id={category.id}
          name={category.name}
          items={items.data.filter((item) => item.categoryId === category.id)}
          serving={{ category, onEdit: () => setServingOf(category) }}
          {...sectionProps}
        />
      ))}
      {orphans.length > 0 && <CategorySection id="" name="No category" items={orphans} {...sectionProps} />}
      {editing && (
        <MenuItemDialog
          key={editing.kind === "edit" ? editing.item.id : "new"}
          editing={editing}
          categories={categories.data}
          outlets={listed.outlets}
          listedOutlet={listed.shown?.slug}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />}
      {servingOf && <CategoryServingDialog category={servingOf} onClose={() => setServingOf(null)} />}
    </div>
  )
}
