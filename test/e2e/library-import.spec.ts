import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousAxeViolations } from './page-helpers'

type ExportFile = { favourites: unknown[]; collections: unknown[] }

const favouritesList = (page: Page) => page.getByRole('list', { name: 'Favourites' })
const fileInput = (page: Page) => page.locator('input[type="file"]')

async function exportFrom(page: Page): Promise<ExportFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()])
  return JSON.parse(readFileSync(await download.path(), 'utf8')) as ExportFile
}

/** An export file of `count` demo pepes of this site, one second apart, the first `inCollection` also in "Rainy". */
const libraryText = (page: Page, count: number, url = (n: number) => new URL(`/pepes/${String((n % 12) + 1).padStart(2, '0')}.svg`, page.url()).href) => {
  const entry = (n: number) => ({ version: 'v2', id: String(n + 1), url: url(n), description: `Imported pepe ${n + 1}`, added: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString() })
  const favourites = Array.from({ length: count }, (_, n) => entry(n))
  return JSON.stringify({ format: 'pepe-catalogue-library', version: 1, exported: new Date().toISOString(), favourites, collections: [{ name: 'Rainy', members: favourites.slice(0, 2) }] })
}

test('export, then import into a fresh browser: the same favourites (order, times) and collections', async ({ page, browser, baseURL }) => {
  for (const id of ['3', '7']) {
    await page.goto(`/pepe/${id}?v=2`)
    await page.locator('.pepe-actions').getByRole('button', { name: 'Favourite', pressed: false }).click()
    await expect(page.locator('.pepe-actions').getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible()
  }
  await page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' }).click()
  const dialog = page.getByRole('dialog', { name: 'Collections' })
  await dialog.getByRole('textbox', { name: 'New collection' }).fill('Keep')
  await dialog.getByRole('textbox', { name: 'New collection' }).press('Enter')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.goto('/favourites')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()])
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as ExportFile

  const fresh = await browser.newContext({ baseURL })
  const other = await fresh.newPage()
  await other.goto('/favourites')
  await expect(other.getByText('No favourites yet')).toBeVisible()
  await fileInput(other).setInputFiles(await download.path())
  await expect(other.getByRole('status').filter({ hasText: 'Added 2 pepes and 1 collection.' })).toBeVisible()
  await expect(favouritesList(other).getByRole('listitem')).toHaveCount(2)
  const again = await exportFrom(other)
  expect({ favourites: again.favourites, collections: again.collections }).toEqual({ favourites: exported.favourites, collections: exported.collections })
  await fresh.close()
})

test('a file dropped on the page is imported; the drop target shows while it is dragged; axe is clean with it, light and dark', async ({ page }) => {
  await page.goto('/favourites')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer()
    data.items.add(new File([text], 'pepe-favourites.json', { type: 'application/json' }))
    return data
  }, libraryText(page, 3))
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer })
  await expect(page.getByText('Drop a library file (.json) to import it')).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer })
  await expect(page.getByText('Drop a library file (.json) to import it')).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Added 3 pepes and 1 collection.' })).toBeVisible()
  await expect(favouritesList(page).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('link', { name: /^Rainy/ })).toBeVisible()
})

test('a file with an image on another host changes nothing and says so in an alert; axe is clean with it, light and dark', async ({ page }) => {
  await page.goto('/favourites')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  const text = libraryText(page, 2, (n) => (n === 1 ? 'https://evil.example/2.png' : new URL('/pepes/01.svg', page.url()).href))
  await fileInput(page).setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByRole('alert')).toHaveText('This file cannot be imported: favourite 2: its image is on evil.example, not a host the app trusts. Nothing was changed.')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectNoSeriousAxeViolations(page)
  }
})
