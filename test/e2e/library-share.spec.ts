import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousAxeViolations } from './page-helpers'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Collections' })

/** Files pepe `id` (v2) in the collection `name`, made first when `make`. */
async function fileIn(page: Page, id: number, name: string, make = true) {
  await page.goto(`/pepe/${id}?v=2`)
  await page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' }).click()
  const box = dialog(page).getByRole('checkbox', { name: new RegExp(`^${name}`) })
  if (make) {
    await dialog(page).getByRole('textbox', { name: 'New collection' }).fill(name)
    await dialog(page).getByRole('textbox', { name: 'New collection' }).press('Enter')
  } else await box.check()
  await expect(box).toBeChecked()
  await dialog(page).getByRole('button', { name: 'Done' }).click()
}

/** The link "Copy link" puts on the clipboard, from the collection's own page. */
async function copiedLink(page: Page, name: string) {
  await page.goto(`/favourites/${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

test('a collection sent as a link opens in a fresh browser with no API request, steps through, and is saved there', async ({ page, browser }) => {
  await fileIn(page, 2, 'Rainy days')
  await fileIn(page, 9, 'Rainy days', false)
  const link = await copiedLink(page, 'Rainy days')
  expect(new URL(link).pathname).toMatch(/^\/shared\/1\./)

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  const asked: string[] = []
  other.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/demo-api/')) asked.push(request.url())
  })
  await other.goto(link)
  await expect(other.getByRole('heading', { level: 1, name: 'Shared collection: Rainy days' })).toBeVisible()
  await expect(other).toHaveTitle(/^Shared collection: Rainy days · /)
  const list = other.getByRole('list', { name: 'Rainy days' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  // Newest first, as on the sender's page; the step links walk the list, from the link's records.
  await list.getByRole('link').first().click()
  await expect(other).toHaveURL(/\/pepe\/9\?v=2$/)
  await other.getByRole('link', { name: 'Next pepe' }).click()
  await expect(other).toHaveURL(/\/pepe\/2\?v=2$/)
  // A step replaces the record in history: one step back is the shared page, as it was.
  await other.goBack()
  await expect(other).toHaveURL(link)
  await expect(list.getByRole('listitem')).toHaveCount(2)

  await other.getByRole('button', { name: 'Save to my collections' }).click()
  await expect(other.getByRole('status').filter({ hasText: 'Saved to your collections' })).toHaveText(
    'Saved to your collections as “Rainy days”, with 2 pepes (2 new to your favourites).',
  )
  await other.getByRole('link', { name: 'Open “Rainy days”' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Rainy days' })).toBeVisible()
  await expect(other.getByRole('list', { name: 'Rainy days' }).getByRole('listitem')).toHaveCount(2)
  await expect(other.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName('Favourites 2')
  expect(asked).toEqual([])
  await fresh.close()
})

test('the shared page and a broken link are axe-clean, light and dark; a cut link says so and shows no cards', async ({ page }) => {
  await fileIn(page, 2, 'Rainy days')
  const link = await copiedLink(page, 'Rainy days')
  await page.goto(link)
  await expect(page.getByRole('button', { name: 'Save to my collections' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
  await page.goto(link.slice(0, -10))
  await expect(page.getByRole('alert')).toContainText('This link is broken')
  await expect(page.getByRole('list')).toHaveCount(0)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
})
