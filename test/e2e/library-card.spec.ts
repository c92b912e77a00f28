import { expect, test } from './fixtures'
import { box, cards, DESKTOP, expectNoSeriousAxeViolations, PHONE, results } from './page-helpers'

// SPEC 13.2: "Add to collection" is on every card, beside its heart, and loads the dialog on use.
for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px, a grid card's "Add to collection" files its pepe in a new collection, which lists it`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/?v=1')
    const card = cards(page).first()
    const description = await card.locator('.pepe-description').textContent()
    const add = card.getByRole('button', { name: 'Add to collection' })
    // Next after the heart by the keyboard, with a ring to show it; a phone's finger finds 44 px.
    await card.getByRole('button', { name: 'Favourite' }).focus()
    await page.keyboard.press('Tab')
    await expect(add).toBeFocused()
    expect(await add.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
    expect((await box(add)).height).toBeGreaterThanOrEqual(44)
    expect((await box(add)).width).toBeGreaterThanOrEqual(44)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoSeriousAxeViolations(page)
    }
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Collections' })
    await dialog.getByRole('textbox', { name: 'New collection' }).fill('From the grid')
    await dialog.getByRole('textbox', { name: 'New collection' }).press('Enter')
    await expect(dialog.getByRole('checkbox', { name: /^From the grid/ })).toBeChecked()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(add).toBeFocused()
    await expect(results(page).getByRole('button', { name: 'Favourite' }).first()).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('link', { name: /^Favourites/ }).click()
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'From the grid 1' }).click()
    const listed = page.getByRole('list', { name: 'From the grid' }).getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed.locator('.pepe-description')).toHaveText(description ?? '')
  })
}
