/** The library's screens (SPEC 13.2) for `npm run screenshots`: collections, one collection, the dialog. */
import type { Page } from '@playwright/test'
import type { State, Step } from './states.ts'
import { withoutIndexedDb } from '../e2e/no-storage.ts'

const detail: Step = (page) => page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' }).waitFor()

async function addTo(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Collections' })
  if (!(await dialog.isVisible())) await page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' }).click()
  await dialog.getByRole('textbox', { name: 'New collection' }).fill(name)
  await dialog.getByRole('textbox', { name: 'New collection' }).press('Enter')
  await dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).waitFor()
}

/** Two collections, and a third favourite in none. */
async function fill(page: Page) {
  await addTo(page, 'Rainy days')
  await addTo(page, 'To send Sam')
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('link', { name: 'Next pepe' }).click()
  await page.locator('.pepe-actions').getByRole('button', { name: 'Favourite', pressed: false }).first().click()
}

/** The link "Copy link" gives for the collection `name`, opened as its receiver would. */
async function openShared(page: Page, name: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/favourites/${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await page.getByRole('button', { name: 'Copied' }).waitFor()
  await page.goto(await page.evaluate(() => navigator.clipboard.readText()))
  await page.getByRole('button', { name: 'Save to my collections' }).waitFor()
}

export const LIBRARY_STATES: readonly State[] = [
  {
    // A browser whose storage cannot be used (none here): the page says its changes last only for itself.
    name: 'library-unkept',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await withoutIndexedDb(page)
      await page.reload()
      await detail(page, page.context())
      await page.getByRole('alert').waitFor()
    },
  },
  {
    name: 'library-dialog',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await addTo(page, 'Rainy days')
      await page.getByRole('dialog', { name: 'Collections' }).getByRole('textbox', { name: 'New collection' }).fill('rainy DAYS')
      await page.getByRole('dialog', { name: 'Collections' }).getByRole('textbox', { name: 'New collection' }).press('Enter')
      await page.getByRole('alert').waitFor()
    },
  },
  {
    name: 'library-favourites',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await page.getByRole('link', { name: /^Favourites/ }).click()
      await page.getByRole('navigation', { name: 'Collections' }).waitFor()
    },
  },
  {
    name: 'library-collection',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await page.getByRole('link', { name: /^Favourites/ }).click()
      await page.getByRole('link', { name: /^Rainy days/ }).click()
      await page.getByRole('button', { name: 'Delete collection' }).click()
    },
  },
  {
    name: 'library-shared',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await openShared(page, 'Rainy days')
    },
  },
  {
    name: 'library-shared-saved',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await openShared(page, 'Rainy days')
      await page.getByRole('button', { name: 'Save to my collections' }).click()
      await page.getByText(/^Saved to your collections/).waitFor()
    },
  },
  {
    name: 'library-shared-broken',
    path: '/shared/1.x0.NoIgSghglgdgngAgCYTg',
    ready: (page) => page.getByRole('alert').waitFor(),
  },
  {
    name: 'library-import-drop',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await page.getByRole('link', { name: /^Favourites/ }).click()
      const transfer = await page.evaluateHandle(() => {
        const data = new DataTransfer()
        data.items.add(new File(['{}'], 'pepe-favourites.json', { type: 'application/json' }))
        return data
      })
      await page.getByRole('button', { name: 'Import' }).waitFor()
      await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer })
      await page.getByText('Drop a library file').waitFor()
    },
  },
  {
    name: 'library-import-alert',
    path: '/pepe/2?v=2',
    ready: detail,
    act: async (page) => {
      await fill(page)
      await page.getByRole('link', { name: /^Favourites/ }).click()
      const bad = { format: 'pepe-catalogue-library', version: 1, favourites: [{ version: 'v2', id: '9', url: 'javascript:alert(1)', description: 'x', added: '2026-11-28T05:00:00Z' }], collections: [] }
      await page.locator('input[type="file"]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) })
      await page.getByRole('alert').waitFor()
    },
  },
  {
    // A long list (300 pepes, imported), scrolled halfway: the rows drawn where the window is.
    name: 'library-long-scrolled',
    path: '/favourites',
    ready: (page) => page.getByText('No favourites yet').waitFor(),
    act: async (page) => {
      const favourites = Array.from({ length: 300 }, (_, n) => ({
        version: 'v2',
        id: String(n + 1),
        url: new URL(`/pepes/${String((n % 12) + 1).padStart(2, '0')}.svg`, page.url()).href,
        description: `Kept pepe ${n + 1}, one of a long list`,
        added: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
      }))
      const file = { format: 'pepe-catalogue-library', version: 1, exported: '2026-11-28T05:00:00Z', favourites, collections: [{ name: 'Rainy days', members: favourites.slice(0, 5) }] }
      await page.locator('input[type="file"]').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
      await page.getByText('Added 300 pepes and 1 collection.').waitFor()
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight / 2)
      })
      await page.getByRole('img', { name: 'Kept pepe 150, one of a long list' }).waitFor()
    },
  },
]
