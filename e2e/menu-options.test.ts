import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, fillCustomer, placeOrder } from "./harness.js"
import { chooseOptions } from "./options-sheet.js"
import { eventually, useStaffGrill } from "./staff-support.js"

const { pages } = useStaffGrill()

describe("menu options", () => {
  it("orders a burger Medium Rare with Bacon, and the kitchen's order page shows both", async () => {
    const customer = await pages.signedOut()
    await customer.goto("/")
    await customer.getByRole("tab", { name: "Burgers" }).click()
    const add = customer.getByRole("button", { name: "Add Clubhouse Burger to cart" })
    await add.click()

    const sheet = customer.getByRole("dialog", { name: "Clubhouse Burger" })
    await sheet.waitFor()
    await sheet.getByRole("group", { name: "Temperature (required)" }).waitFor()
    await sheet.getByRole("checkbox", { name: "Bacon +$2.00" }).check()
    await sheet.getByRole("button", { name: "Add to cart · $15.99" }).waitFor()
    await expectNoAxeViolations(customer)
    // Nothing is added until the required group is answered.
    await sheet.getByRole("button", { name: /^Add to cart/ }).click()
    await sheet
      .getByRole("alert")
      .filter({ hasText: "Please choose a Temperature for Clubhouse Burger" })
      .waitFor()

    await chooseOptions(customer, "Clubhouse Burger", ["Medium Rare"])
    // Focus goes back to the card's Add button, so a keyboard user carries on where they were.
    await eventually(() => add.evaluate((button) => button === document.activeElement)).toBe(true)
    const line = customer.locator(".cart-line").filter({ hasText: "Clubhouse Burger" })
    await line.locator(".line-options").waitFor()
    expect(await line.locator(".line-options li").allTextContents()).toEqual(["Medium Rare", "Bacon +$2.00"])
    expect(await line.locator(".cart-line__amount").textContent()).toBe("$15.99")

    // The same burger with the same options grows the line; another temperature is a line of its own.
    await add.click()
    await chooseOptions(customer, "Clubhouse Burger", ["Medium Rare", "Bacon"])
    await add.click()
    await chooseOptions(customer, "Clubhouse Burger", ["Well Done"])
    await eventually(() => customer.locator(".cart-line").count()).toBe(2)
    expect(await line.first().locator(".cart-line__amount").textContent()).toBe("$31.98")

    await fillCustomer(customer, { firstName: "Tiger", phone: "4045550777" })
    const orderNumber = await placeOrder(customer)

    const kitchen = await pages.signedIn()
    await kitchen.goto(`/dashboard/order/${orderNumber}`)
    const items = kitchen.locator(".detail-items__line")
    await items.first().waitFor()
    expect(await items.nth(0).textContent()).toContain("2 × Clubhouse Burger")
    expect(await items.nth(0).locator(".line-options li").allTextContents()).toEqual([
      "Medium Rare",
      "Bacon +$2.00"
    ])
    expect(await items.nth(0).locator(".money").textContent()).toBe("$31.98")
    expect(await items.nth(1).locator(".line-options li").allTextContents()).toEqual(["Well Done"])
    // The printed ticket lists them too.
    expect(await kitchen.locator(".kitchen-ticket__line").first().textContent()).toContain(
      "+ Medium Rare+ Bacon"
    )
  })

  it("lets staff add an option group in the menu editor, and customers choose from it", async () => {
    const staff = await pages.signedIn()
    await staff.goto("/menu-editor")
    await staff.getByRole("button", { name: "Edit Mushroom Swiss Burger" }).click()
    const edit = staff.getByRole("dialog", { name: "Edit Menu Item" })
    expect(await edit.getByLabel("Group name, group 1").inputValue()).toBe("Temperature")
    expect(await edit.getByLabel("Required, group 1").isChecked()).toBe(true)

    await edit.getByRole("button", { name: "Add option group" }).click()
    await edit.getByLabel("Group name, group 3").fill("Sauce")
    await edit.getByLabel("Option, group 3, option 1").fill("Garlic Aioli")
    await edit.getByLabel("Price ($), group 3, option 1").fill("0.75")
    await edit.getByLabel("Max choices, group 3").fill("2")
    await expectNoAxeViolations(staff)
    await edit.getByRole("button", { name: "Save" }).click()
    await edit
      .getByRole("alert")
      .filter({ hasText: "Sauce: max choices must be a whole number from 1 to 1" })
      .waitFor()
    await edit.getByLabel("Max choices, group 3").fill("1")
    await edit.getByRole("button", { name: "Save" }).click()
    await edit.waitFor({ state: "detached" })
    const card = staff.locator(".editor-item").filter({ hasText: "Mushroom Swiss Burger" })
    await expect
      .poll(() => card.locator(".editor-item__options").textContent())
      .toContain("Sauce: Garlic Aioli +$0.75")

    const customer = await pages.signedOut()
    await customer.goto("/")
    await customer.getByRole("tab", { name: "Burgers" }).click()
    await customer.getByRole("button", { name: "Add Mushroom Swiss Burger to cart" }).click()
    const sheet = customer.getByRole("dialog", { name: "Mushroom Swiss Burger" })
    const sauce = sheet.getByRole("group", { name: "Sauce" })
    expect(await sauce.getByRole("radio", { name: "None" }).isChecked()).toBe(true)
    await chooseOptions(customer, "Mushroom Swiss Burger", ["Medium", "Garlic Aioli"])
    const line = customer.locator(".cart-line").filter({ hasText: "Mushroom Swiss Burger" })
    await line.locator(".line-options").waitFor()
    expect(await line.locator(".line-options li").allTextContents()).toEqual([
      "Medium",
      "Garlic Aioli +$0.75"
    ])
    expect(await line.locator(".cart-line__amount").textContent()).toBe("$15.24")
  })
})
