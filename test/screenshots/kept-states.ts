/** Favourites, Recently seen, and offline. */
import { detail, heading, results, text, type State } from './steps.ts'

export const KEPT_STATES: readonly State[] = [
  { name: 'favourites-empty', path: '/favourites', ready: text('No favourites yet') },
  {
    name: 'favourites',
    path: '/?v=1&limit=6',
    ready: results,
    act: async (page) => {
      for (const index of [0, 2, 3]) await page.getByRole('button', { name: 'Favourite' }).nth(index).click()
      await page.getByRole('link', { name: /^Favourites/ }).click()
      await page.getByRole('list', { name: 'Favourites' }).waitFor()
    },
  },
  {
    name: 'recent',
    path: '/pepe/3?v=2',
    ready: detail,
    act: async (page) => {
      await page.getByRole('link', { name: 'Recently seen' }).click()
      await page.getByRole('list', { name: 'Recently seen' }).waitFor()
    },
  },
  {
    name: 'offline',
    path: '/?v=1',
    ready: results,
    act: async (page, context) => {
      await context.setOffline(true)
      await text('You are offline')(page, context)
    },
  },
  {
    name: 'offline-record',
    path: '/pepe/3?v=2',
    ready: detail,
    // A record not seen before, opened offline: nothing to show until the connection returns.
    act: async (page, context) => {
      await context.setOffline(true)
      await page.getByRole('textbox', { name: 'Pepe id' }).fill('30')
      await page.getByRole('button', { name: 'Open', exact: true }).click()
      await heading(page, context)
      await text('You are offline')(page, context)
    },
  },
]
