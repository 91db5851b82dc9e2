import type { Page } from "playwright-core"

/**
 * Answers an item's options sheet as a customer does: each named option's radio or checkbox
 * ("Medium Rare", "Bacon"), then "Add to cart"; resolves once the sheet has closed.
 */
export const chooseOptions = async (page: Page, item: string, options: ReadonlyArray<string>) => {
  const sheet = page.getByRole("dialog", { name: item })
  await sheet.waitFor()
  for (const option of options) {
    const name = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\+\\$[\\d.]+)?$`)
    await sheet.getByRole("radio", { name }).or(sheet.getByRole("checkbox", { name })).check()
  }
  await sheet.getByRole("button", { name: /^Add to cart/ }).click()
  await sheet.waitFor({ state: "hidden" })
}
