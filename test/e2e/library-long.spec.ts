import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { recordFavourite } from './record-actions'

const favouritesList = (page: Page) => page.getByRole('list', { name: 'Favourites' })
const status = (page: Page) => page.getByRole('status').filter({ hasText: /pepes?\./ })

/**
 * An export file of `count` demo pepes of this site, one second apart (the last one newest), the
 * first three also in "Rainy"; written to disk, as a file chooser gives it.
 */
function libraryFile(page: Page, count: number): string {
  const entry = (n: number) => ({
    version: 'v2',
    id: String(n + 1),
    url: new URL(`/pepes/${String((n % 12) + 1).padStart(2, '0')}.svg`, page.url()).href,
    description: `Long list pepe ${n + 1}`,
    added: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
  })
  const favourites = Array.from({ length: count }, (_, n) => entry(n))
  const text = JSON.stringify({ format: 'pepe-catalogue-library', version: 1, exported: new Date().toISOString(), favourites, collections: [{ name: 'Rainy', members: favourites.slice(0, 3) }] })
  const path = join(mkdtempSync(join(tmpdir(), 'pepe-long-')), 'pepe-favourites-2026-11-28.json')
  writeFileSync(path, text)
  return path
}

async function importPepes(page: Page, count: number) {
  await page.goto('/favourites')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles(libraryFile(page, count))
  const added = `Added ${count.toLocaleString('en')} pepes and 1 collection.`
  await expect(page.getByRole('status').filter({ hasText: added })).toBeVisible({ timeout: 60_000 })
}

/** The place in the list (1, 2, …) of the card holding focus, or null when focus is not in a card. */
const focusedPlace = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement?.closest('[role="listitem"]')
    return item ? Number(item.getAttribute('aria-posinset')) : null
  })

test('a file of 5,000 pepes is imported: its status counts them, and the list shows them all, the newest first and the oldest at its end', async ({ page }) => {
  test.setTimeout(120_000)
  await importPepes(page, 5000)
  await expect(status(page)).toHaveText('5,000 pepes.')
  await expect(page.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName('Favourites 5000')
  await expect(page.getByRole('link', { name: /^Rainy/ })).toBeVisible()
  await expect(favouritesList(page).getByRole('img').first()).toHaveAccessibleName('Long list pepe 5000')
  // Only the rows near the window are drawn; each card says where it stands in the whole list.
  expect(await favouritesList(page).getByRole('listitem').count()).toBeLessThan(200)
  await expect(favouritesList(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', '5000')

  await page.keyboard.press('End')
  const oldest = favouritesList(page).getByRole('img', { name: 'Long list pepe 1', exact: true })
  await expect(oldest).toBeInViewport()
  await expect(favouritesList(page).getByRole('listitem').last()).toHaveAttribute('aria-posinset', '5000')
})

test('Tab walks every card of a long list in order, the list drawing them as it scrolls; the focused card stays while the page scrolls away', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const count = 60
  await importPepes(page, count)
  await page.getByRole('searchbox', { name: 'Search your pepes' }).focus()
  const places: number[] = []
  for (let presses = 0; presses < count * 4; presses++) {
    await page.keyboard.press('Tab')
    const place = await focusedPlace(page)
    if (place === null) break
    if (places.at(-1) !== place) places.push(place)
  }
  expect(places).toEqual(Array.from({ length: count }, (_, i) => i + 1))

  // The first card focused, the page scrolled to the end: the card is still there, with focus.
  await page.evaluate(() => {
    window.scrollTo(0, 0)
  })
  const newest = favouritesList(page).getByRole('link', { name: `Long list pepe ${count}`, exact: true })
  await newest.focus()
  await expect(newest).toBeFocused()
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'))
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
  await expect(favouritesList(page).getByRole('img', { name: 'Long list pepe 1', exact: true })).toBeInViewport()
  expect(await focusedPlace(page)).toBe(1)
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(focused)
})

test('a card far down a long list opens its record; its steps walk the list; Back returns to the same place with focus on that card', async ({ page }) => {
  test.setTimeout(120_000)
  await importPepes(page, 300)
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
  const oldest = favouritesList(page).getByRole('link', { name: 'Long list pepe 1', exact: true })
  await expect(oldest).toBeInViewport()
  await oldest.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1')
  await expect(page.getByRole('link', { name: 'Next pepe' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Previous pepe' }).click()
  await expect(page.getByRole('img', { name: 'Long list pepe 2', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Next pepe' }).click()
  await expect(page.getByRole('img', { name: 'Long list pepe 1', exact: true })).toBeVisible()

  await page.goBack()
  await expect(favouritesList(page).getByRole('link', { name: 'Long list pepe 1', exact: true })).toBeInViewport()
  await expect(favouritesList(page).getByRole('link', { name: 'Long list pepe 1', exact: true })).toBeFocused()
})

test('a long list of favourites scrolls with its hearts still: only a heart pressed pops', async ({ page }) => {
  test.setTimeout(120_000)
  // Motion allowed, as most visitors have it; every heart's pop counted from the page's first moment.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.addInitScript(() => {
    const pops: string[] = []
    ;(window as unknown as { pops: string[] }).pops = pops
    document.addEventListener('animationstart', (event) => {
      if (event.animationName === 'heart-pop') pops.push(event.target instanceof Element ? (event.target.closest('[role="listitem"]')?.getAttribute('aria-posinset') ?? 'page') : '?')
    })
  })
  const pops = () => page.evaluate(() => (window as unknown as { pops: string[] }).pops)
  await importPepes(page, 300)
  await page.keyboard.press('End')
  await expect(favouritesList(page).getByRole('img', { name: 'Long list pepe 1', exact: true })).toBeInViewport()
  expect(await pops()).toEqual([])

  // On the oldest's record, its heart pressed twice: let go, then kept again, which pops it.
  await favouritesList(page).getByRole('link', { name: 'Long list pepe 1', exact: true }).click()
  const heart = recordFavourite(page)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(await pops()).toEqual([])
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(pops).toEqual(['page'])
})
