import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TEST_API } from '../../test/api'
import { idleATaskLater, idleByHand } from '../../test/idle'
import { cards, renderApp } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'
import { server } from '../mocks/node'

const fixture = (n: number) => fixtures[n - 1] as FixturePepe
const next = () => screen.getByRole('link', { name: 'Next pepe' })
/** The record a step opened, given the time a loaded machine takes to draw it. */
const opened = (name: string | undefined) => screen.findByRole('img', { name }, { timeout: 5000 })

beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen')])
}, 60_000)
afterEach(() => {
  localStorage.clear()
})

/** A v1 grid of four, and the second card's record opened from it: both arrows there. */
async function secondOfFour() {
  idleATaskLater()
  const rendered = renderApp(undefined, { route: '/?v=1&limit=4' })
  const alts = (await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt') ?? '')
  await rendered.user.click(screen.getByRole('link', { name: alts[1] }))
  await opened(alts[1])
  await screen.findByRole('link', { name: 'Next pepe' })
  return { ...rendered, alts }
}

describe('focus after a step', () => {
  test('Enter on an arrow: that arrow has focus on the record it opens', async () => {
    const { user, alts } = await secondOfFour()
    next().focus()
    await user.keyboard('{Enter}')
    expect(await opened(alts[2])).toBeVisible()
    expect(next()).toHaveFocus()
  })

  test('← with "Next pepe" focused steps back, and "Next pepe" keeps focus', async () => {
    const { user, alts } = await secondOfFour()
    next().focus()
    await user.keyboard('{ArrowLeft}')
    expect(await opened(alts[0])).toBeVisible()
    expect(next()).toHaveFocus()
  })

  test('→ pressed on the page steps, and leaves focus on the page, not on an arrow', async () => {
    const { user, alts } = await secondOfFour()
    await user.click(document.body)
    await user.keyboard('{ArrowRight}')
    expect(await opened(alts[2])).toBeVisible()
    await screen.findByRole('link', { name: 'Previous pepe' })
    // Given every chance: the page goes idle a task later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(document.body).toHaveFocus()
  })

  test('a v2 record opened cold: the arrow stepped with holds focus while its next neighbour is looked for', async () => {
    const idle = idleByHand()
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await screen.findByRole('img', { name: fixture(7).description })
    act(() => {
      idle.run()
    })
    const arrow = await screen.findByRole('link', { name: 'Next pepe' })
    arrow.focus()
    await user.keyboard('{Enter}')
    expect(await opened(fixture(8).description)).toBeVisible()
    // The page is not idle yet, but the arrow is there, focused, from the first moment on…
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pepe 8')
    expect(next()).toHaveFocus()
    // …and, its neighbour found, is the link to it, focused still.
    await waitFor(() => {
      expect(next()).toHaveAttribute('href', '/pepe/9?v=2')
    })
    expect(next()).toHaveFocus()
  })

  test.each(['{Enter}', '{ArrowRight}'])('a v2 record opened cold: %s on the arrow before its next neighbour is found steps once it is', async (key) => {
    // The answer for pepe 9 held back until the key has been pressed on the arrow that waits for it.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(http.get(`${TEST_API}/v2/pepe/9`, () => held.then(() => undefined)))
    const idle = idleByHand()
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await screen.findByRole('img', { name: fixture(7).description })
    act(() => {
      idle.run()
    })
    const arrow = await screen.findByRole('link', { name: 'Next pepe' })
    arrow.focus()
    await user.keyboard('{Enter}')
    expect(await opened(fixture(8).description)).toBeVisible()
    // Focused, and no link yet: its neighbour is still looked for.
    expect(next()).toHaveFocus()
    expect(next()).not.toHaveAttribute('href')
    await user.keyboard(key)
    release()
    expect(await opened(fixture(9).description)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pepe 9')
  })
})
