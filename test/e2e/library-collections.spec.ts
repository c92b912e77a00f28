import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousAxeViolations, PHONE } from './page-helpers'
import { withoutIndexedDb } from './no-storage'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Collections' })
// The record's own: each card of its related lists has one too.
const addToCollection = (page: Page) => page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' })
const newCollection = (page: Page) => dialog(page).getByRole('textbox', { name: 'New collection' })

async function openDialogOn(page: Page, id: number) {
  await page.goto(`/pepe/${id}?v=2`)
  await addToCollection(page).click()
  await expect(dialog(page)).toBeVisible()
}

test('a collection made in one tab shows at once in the Collections dialog open in another', async ({ page, context }) => {
  const other = await context.newPage()
  await openDialogOn(other, 12)
  await expect(dialog(other).getByText('No collections yet')).toBeVisible()

  await page.bringToFront()
  await openDialogOn(page, 7)
  await newCollection(page).fill('Sad ones')
  await newCollection(page).press('Enter')
  await expect(dialog(page).getByRole('checkbox', { name: /^Sad ones/ })).toBeChecked()

  await expect(dialog(other).getByRole('checkbox', { name: /^Sad ones/ })).not.toBeChecked()
  await expect(other.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName('Favourites 1')
  await other.close()
})

test('the dialog keeps focus inside while open; Escape closes it alone and gives focus back to its button; axe-clean, light and dark, as is the collection page', async ({ page }) => {
  await openDialogOn(page, 7)
  const top = async () => (await dialog(page).boundingBox())?.y
  const opened = await top()
  await newCollection(page).fill('Rain')
  await newCollection(page).press('Enter')
  await expect(dialog(page).getByRole('checkbox', { name: /^Rain/ })).toBeChecked()
  // It grows downwards with its new row: its top, and the field one is typing in, stay put.
  expect(await top()).toBe(opened)
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab')
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
  // Escape from a checkbox closes the dialog and nothing more: the page's own Escape (back) stays still.
  await dialog(page).getByRole('checkbox', { name: /^Rain/ }).focus()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(addToCollection(page)).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/pepe/7')

  await page.getByRole('link', { name: /^Favourites/ }).click()
  await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Rain 1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rain' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Rain' }).getByRole('listitem')).toHaveCount(1)
  // With Delete's question open: its "Yes, delete it" in the danger colour, checked for contrast too.
  await page.getByRole('button', { name: 'Delete collection' }).click()
  await expect(page.getByRole('button', { name: 'Yes, delete it' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
})

test('on a phone, the dialog and the collection page controls are 44 px tall at least', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openDialogOn(page, 7)
  await newCollection(page).fill('Tall')
  await newCollection(page).press('Enter')
  const controls = [
    dialog(page).getByRole('checkbox', { name: /^Tall/ }).locator('xpath=ancestor::label'),
    newCollection(page),
    dialog(page).getByRole('button', { name: 'Create' }),
    dialog(page).getByRole('button', { name: 'Done' }),
  ]
  for (const control of controls) expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  await expect(addToCollection(page)).toBeFocused()
  expect((await addToCollection(page).boundingBox())?.height).toBeGreaterThanOrEqual(44)
})

test('where the browser has no storage to use, an alert says changes last for the page; axe-clean, light and dark; Dismiss puts it away', async ({ page }) => {
  await withoutIndexedDb(page)
  await page.goto('/pepe/2?v=2')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('last only until this page closes')
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
})
