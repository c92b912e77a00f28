/** A record's page, the lists below it, and the pages that show no record. */
import { addMissingActions, lengthenDescription } from '../e2e/record-actions.ts'
import { alert, detail, heading, listed, results, scrollTo, type State, type Step } from './steps.ts'

/** The record with every action there is, Favourite included (it comes just after the page). */
const allActions: Step = async (page, context) => {
  await detail(page, context)
  await page.locator('.pepe-actions').getByRole('button', { name: 'Favourite' }).waitFor()
}

export const RECORD_STATES: readonly State[] = [
  {
    name: 'detail',
    path: '/pepe/7?v=2',
    // With its step links, which come once the neighbours are found.
    ready: async (page, context) => {
      await detail(page, context)
      await page.getByRole('link', { name: 'Next pepe' }).waitFor()
    },
    fullPage: true,
  },
  // Every action of SPEC sections 12 and 13: those not built yet are copies of the row's own.
  { name: 'detail-eight-actions', path: '/pepe/7?v=2', ready: allActions, act: addMissingActions },
  {
    name: 'detail-three-lines',
    path: '/pepe/7?v=2',
    ready: allActions,
    act: async (page) => {
      await addMissingActions(page)
      await lengthenDescription(page)
    },
  },
  // SPEC section 12: the lists below, scrolled to (the demo's "rain" finds one other pepe).
  { name: 'more-like-this', path: '/pepe/2?v=2', ready: listed('More like this'), act: scrollTo('More like this'), fullPage: true },
  { name: 'more-matches', path: '/?q=with', ready: listed('More matches'), act: scrollTo('More matches'), fullPage: true },
  {
    name: 'detail-copied',
    path: '/pepe/7?v=2',
    permissions: ['clipboard-read', 'clipboard-write'],
    ready: detail,
    // The shot is taken at once, while the button still says "Copied".
    act: (page) => page.getByRole('button', { name: 'Copy link' }).click(),
  },
  {
    name: 'detail-v1-awkward',
    path: '/pepe/c%2B%2B?v=1',
    ready: (page) => page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first().waitFor(),
  },
  {
    name: 'shortcuts-dialog',
    path: '/pepe/7?v=2',
    ready: detail,
    act: async (page) => {
      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    },
  },
  { name: 'detail-not-found', path: '/pepe/99999?v=2', ready: alert },
  { name: 'detail-bad-v2-id', path: '/pepe/abc?v=2', ready: alert },
  { name: 'not-found-page', path: '/nowhere', ready: heading },
  {
    name: 'keyboard-back',
    path: '/?v=1',
    ready: results,
    // Esc on a record opened from the grid: focus back on the card that was opened.
    act: async (page, context) => {
      await page.getByRole('list', { name: 'Results' }).getByRole('link').nth(5).click()
      await detail(page, context)
      await page.keyboard.press('Escape')
      await results(page, context)
    },
  },
]
