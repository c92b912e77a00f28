import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Records as SPEC 10.2's list kept them, for demo pictures of this site. */
const oldRecords = (page: Page, numbers: number[]) =>
  numbers.map((n) => ({
    version: 'v2',
    id: String(n),
    url: new URL(`/pepes/${String(n).padStart(2, '0')}.svg`, page.url()).href,
    description: `Kept pepe ${n}`,
  }))
const favouritesList = (page: Page) => page.getByRole('list', { name: 'Favourites' })

test.describe('the library in IndexedDB', () => {
  test('the favourites of the old list move into it, all of them in order, and stay after the old key is gone', async ({ page }) => {
    await page.goto('/favourites')
    await expect(page.getByText('No favourites yet')).toBeVisible()
    const records = oldRecords(page, [3, 2, 1])
    await page.evaluate((items) => {
      localStorage.setItem('pepe-favourites', JSON.stringify({ version: 1, items }))
    }, records)
    await page.reload()
    const names = records.map(({ description }) => description)
    await expect(favouritesList(page).getByRole('img')).toHaveText(['', '', ''])
    expect(await favouritesList(page).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(names)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pepe-favourites'))).toBeNull()

    await page.reload()
    await expect(favouritesList(page).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName('Favourites 3')
  })
})

test('Export downloads the library as pepe-favourites-<date>.json, every favourite and collection in it', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  await page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' }).click()
  const dialog = page.getByRole('dialog', { name: 'Collections' })
  await dialog.getByRole('textbox', { name: 'New collection' }).fill('Keep')
  await dialog.getByRole('textbox', { name: 'New collection' }).press('Enter')
  await expect(dialog.getByRole('checkbox', { name: /^Keep/ })).toBeChecked()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('link', { name: /^Favourites/ }).click()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()])
  expect(download.suggestedFilename()).toMatch(/^pepe-favourites-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; version: number; favourites: { id: string }[]; collections: { name: string; members: { id: string }[] }[] }
  expect(file).toMatchObject({ format: 'pepe-catalogue-library', version: 1 })
  expect(file.favourites.map(({ id }) => id)).toEqual(['7'])
  expect(file.collections.map(({ name, members }) => [name, members.map(({ id }) => id)])).toEqual([['Keep', ['7']]])
})
