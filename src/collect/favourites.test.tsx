import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { cards, renderApp } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'

const fixture = (n: number) => fixtures[n - 1] as FixturePepe
const seven = fixture(7)
const twelve = fixture(12)

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name })
const favouritesLink = () => screen.getByRole('link', { name: /^Favourites/ })
/** The descriptions of the cards in the list named `name`, in order. */
async function listed(name: string) {
  const list = await screen.findByRole('list', { name })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('img')[0]?.getAttribute('alt'))
}
/** Opens a record through the header's "Pepe id" form, and waits for its image. */
async function openById(user: UserEvent, pepe: FixturePepe) {
  const field = screen.getByRole('textbox', { name: 'Pepe id' })
  await user.clear(field)
  await user.type(field, `${pepe.v2Id}{Enter}`)
  await screen.findByRole('img', { name: pepe.description })
}
const stored = (items: unknown[]) => JSON.stringify({ version: 1, items })
const v2 = (pepe: FixturePepe) => ({ version: 'v2', id: String(pepe.v2Id), url: `${TEST_API}${pepe.image}`, description: pepe.description })

afterEach(() => {
  localStorage.clear()
})

// The app's lazy chunks, compiled once up front: the first test's waits then time the app, not
// Vite transforming modules on a busy machine.
beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen')])
}, 60_000)

describe('Favourites', () => {
  test('a card of the random view toggles; /favourites lists it, the header counts it, unfavouriting removes it', async () => {
    const { user } = renderApp()
    const [card] = await cards()
    if (!card) throw new Error('no card')
    const description = within(card).getAllByRole('img')[0]?.getAttribute('alt')
    const toggle = await within(card).findByRole('button', { name: 'Favourite' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(favouritesLink()).toHaveAccessibleName('Favourites')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => {
      expect(favouritesLink()).toHaveAccessibleName(/^Favourites\s*1$/)
    })

    await user.click(favouritesLink())
    expect(await h1('Favourites')).toBeVisible()
    expect(await listed('Favourites')).toEqual([description])
    // The card's button is one of the lazy parts (after-first-screen.ts): it may come a render after the card.
    const kept = await within(screen.getByRole('list', { name: 'Favourites' })).findByRole('button', { name: 'Favourite' })
    expect(kept).toHaveAttribute('aria-pressed', 'true')

    await user.click(kept)
    expect(await screen.findByText(/No favourites yet/)).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument()
    expect(favouritesLink()).toHaveAccessibleName('Favourites')
  })

  test('the detail page toggles too, and /favourites shows the newest first', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await screen.findByRole('img', { name: seven.description })
    await user.click(await screen.findByRole('button', { name: 'Favourite', pressed: false }))
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')

    await openById(user, twelve)
    const toggle = screen.getByRole('button', { name: 'Favourite' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(favouritesLink()).toHaveAccessibleName(/^Favourites\s*2$/)

    await user.click(favouritesLink())
    expect(await listed('Favourites')).toEqual([twelve.description, seven.description])
  })

  test('empty, the page says "No favourites yet"', async () => {
    renderApp(undefined, { route: '/favourites' })
    expect(await h1('Favourites')).toBeVisible()
    expect(await screen.findByText(/No favourites yet/)).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument()
  })

  test('a favourite opened from /favourites in a fresh app costs no request', async () => {
    const first = renderApp(undefined, { route: '/pepe/7?v=2' })
    await first.user.click(await screen.findByRole('button', { name: 'Favourite', pressed: false }))
    first.unmount()

    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/favourites' })
    const list = await screen.findByRole('list', { name: 'Favourites' })
    await user.click(within(list).getByRole('link', { name: seven.description }))
    expect(await h1('Pepe 7')).toBeVisible()
    expect(screen.getByRole('img', { name: seven.description })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
    expect(apiCalls(requests)).toEqual([])
  })

  test.each([
    ['text that is not JSON', '{"version": 1, "items": ['],
    ['a javascript: url', stored([{ ...v2(seven), url: 'javascript:alert(1)' }])],
    ['a data: url', stored([{ ...v2(seven), url: 'data:text/html,<script>alert(1)</script>' }])],
    ['an array', JSON.stringify([v2(seven)])],
    ['another format version', JSON.stringify({ version: 2, items: [v2(seven)] })],
    ['items that are not records', stored([null, 7, 'x', { id: '7' }])],
  ])('stored %s shows no favourites and no crash', async (_, junk) => {
    localStorage.setItem('pepe-favourites', junk)
    renderApp(undefined, { route: '/favourites' })
    expect(await screen.findByText(/No favourites yet/)).toBeVisible()
    expect(favouritesLink()).toHaveAccessibleName('Favourites')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('among stored junk, only the sound records show, and every link is safe', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    localStorage.setItem(
      'pepe-favourites',
      stored([
        { ...v2(seven), url: 'javascript:alert(1)' },
        { ...v2(twelve), description: hostile },
        { version: 'v2', id: '../admin', url: `${TEST_API}/x.svg`, description: 'path' },
        { version: 'v3', id: '1', url: `${TEST_API}/x.svg`, description: 'odd version' },
        v2(seven),
      ]),
    )
    renderApp(undefined, { route: '/favourites' })
    await waitFor(async () => {
      expect(await listed('Favourites')).toEqual([hostile, seven.description])
    })
    // The hostile description is text, not markup.
    expect(screen.getByText(hostile, { selector: 'p' })).toBeVisible()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|#|https:\/\/)/)
    }
    expect(favouritesLink()).toHaveAccessibleName(/^Favourites\s*2$/)
  })
})

describe('Recently seen', () => {
  test('every detail page shown is recorded, newest first, once each; "Clear history" empties it', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await screen.findByRole('img', { name: seven.description })
    await openById(user, twelve)

    await user.click(screen.getByRole('link', { name: 'Recently seen' }))
    expect(await h1('Recently seen')).toBeVisible()
    await waitFor(async () => {
      expect(await listed('Recently seen')).toEqual([twelve.description, seven.description])
    })

    // Seven again: it moves to the top, still one entry.
    await user.click(within(screen.getByRole('list', { name: 'Recently seen' })).getByRole('link', { name: seven.description }))
    expect(await h1('Pepe 7')).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Recently seen' }))
    await waitFor(async () => {
      expect(await listed('Recently seen')).toEqual([seven.description, twelve.description])
    })

    await user.click(screen.getByRole('button', { name: 'Clear history' }))
    expect(await screen.findByText(/Nothing seen yet/)).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Recently seen' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear history' })).not.toBeInTheDocument()
  })

  test('the same pepe opened twice in a row is one entry', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await screen.findByRole('img', { name: seven.description })
    await openById(user, seven)
    await user.click(screen.getByRole('link', { name: 'Recently seen' }))
    await waitFor(async () => {
      expect(await listed('Recently seen')).toEqual([seven.description])
    })
  })
})
