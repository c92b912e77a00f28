import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import { cards, renderApp } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'
import { server } from '../mocks/node'
import { listAsked } from '../related/list-settled'
import { fixture, h1, next, shown, stepTestSetup } from './step-harness'

const stored = (pepes: FixturePepe[]) =>
  JSON.stringify({
    version: 1,
    items: pepes.map((pepe) => ({ version: 'v2', id: String(pepe.v2Id), url: `${TEST_API}${pepe.image}`, description: pepe.description })),
  })

stepTestSetup()

describe('a record opened from the v1 grid', () => {
  test('steps to the cards beside it, in the grid’s order, and Back returns to the grid', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=4' })
    const descriptions = (await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt'))
    const inGrid = descriptions.map((description) => fixtures.find((pepe) => pepe.description === description) as FixturePepe)
    await user.click(screen.getByRole('link', { name: inGrid[1]?.description }))
    await shown(inGrid[1] as FixturePepe, 'v1')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(inGrid[0]?.v1Id ?? '')))
    await user.click(await screen.findByRole('link', { name: 'Next pepe' }))
    await shown(inGrid[2] as FixturePepe, 'v1')
    await user.click(await screen.findByRole('link', { name: 'Next pepe' }))
    await shown(inGrid[3] as FixturePepe, 'v1')
    // The grid's last card: nowhere further to go.
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toBeVisible()
    expect(next()).toBeNull()
    // The steps replaced the record's entry: Back is the grid, with the same cards.
    await user.click(screen.getByRole('link', { name: 'Back to random pepes' }))
    expect(await screen.findByRole('list', { name: 'Results' })).toBeVisible()
    expect((await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt'))).toEqual(descriptions)
  })

  test('the arrow keys step, but not while they move the choice of a radio group', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    const first = within((await cards())[0] as HTMLElement).getAllByRole('img')[0]?.getAttribute('alt')
    const second = within((await cards())[1] as HTMLElement).getAllByRole('img')[0]?.getAttribute('alt')
    await user.click(screen.getByRole('link', { name: first ?? '' }))
    await screen.findByRole('link', { name: 'Next pepe' })
    screen.getByRole('radio', { name: /v1/ }).focus()
    fireEvent.keyDown(screen.getByRole('radio', { name: /v1/ }), { key: 'ArrowRight' })
    expect(screen.getByRole('img', { name: first ?? '' })).toBeVisible()
    await user.click(document.body)
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('img', { name: second ?? '' })).toBeVisible()
    await user.keyboard('{ArrowLeft}')
    expect(await screen.findByRole('img', { name: first ?? '' })).toBeVisible()
  })
})

describe('focus after a step', () => {
  test('stays on the arrow the step was taken with, and is not moved later by a step that ended', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    const alts = (await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt') ?? '')
    await user.click(screen.getByRole('link', { name: alts[1] }))
    await user.click(await screen.findByRole('link', { name: 'Next pepe' }))
    // The last card: no "Next pepe" to put focus on; the step is over.
    expect(await screen.findByRole('img', { name: alts[2] })).toBeVisible()
    await screen.findByRole('link', { name: 'Previous pepe' })
    await user.click(screen.getByRole('link', { name: 'Back to random pepes' }))
    await user.click(await screen.findByRole('link', { name: alts[0] }))
    expect(await screen.findByRole('link', { name: 'Next pepe' })).not.toHaveFocus()
    await user.click(screen.getByRole('link', { name: 'Next pepe' }))
    expect(await screen.findByRole('img', { name: alts[1] })).toBeVisible()
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Next pepe' })).toHaveFocus()
    })
  })
})

describe('a record opened from a list that grew', () => {
  const alts = async () => (await cards()).map((card) => within(card).getAllByRole('img')[0]?.getAttribute('alt') ?? '')

  test('the grid steps through every page "Load more" added', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=4' })
    await cards()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(async () => {
      expect((await alts()).length).toBeGreaterThan(4)
    })
    const all = await alts()
    await user.click(screen.getByRole('link', { name: all.at(-1) }))
    await screen.findByRole('img', { name: all.at(-1) })
    await user.click(await screen.findByRole('link', { name: 'Previous pepe' }))
    expect(await screen.findByRole('img', { name: all.at(-2) })).toBeVisible()
    expect(await screen.findByRole('link', { name: 'Next pepe' })).toBeVisible()
  })

  test('v2 steps back through this visit’s picks, and has no next past the last', async () => {
    // Three picks, one after another (a random one might come twice: that is not what is tested).
    const picked = [fixture(11), fixture(22), fixture(33)]
    server.use(
      http.get(`${TEST_API}/v2/pepe`, () => {
        const pepe = picked.shift() ?? fixture(1)
        return HttpResponse.json({ data: { id: pepe.v2Id, url: `${TEST_API}${pepe.image}`, description: pepe.description } })
      }),
    )
    const { user } = renderApp(undefined, { route: '/?v=2' })
    const picks = [(await alts())[0]]
    for (let more = 0; more < 2; more++) {
      await user.click(screen.getByRole('button', { name: 'New random' }))
      await waitFor(async () => {
        expect(picks).not.toContain((await alts())[0])
      })
      picks.push((await alts())[0])
    }
    await user.click(screen.getByRole('link', { name: picks[2] }))
    await screen.findByRole('img', { name: picks[2] })
    await user.click(await screen.findByRole('link', { name: 'Previous pepe' }))
    expect(await screen.findByRole('img', { name: picks[1] })).toBeVisible()
    await user.click(await screen.findByRole('link', { name: 'Previous pepe' }))
    expect(await screen.findByRole('img', { name: picks[0] })).toBeVisible()
    await user.click(await screen.findByRole('link', { name: 'Next pepe' }))
    expect(await screen.findByRole('img', { name: picks[1] })).toBeVisible()
    await user.click(await screen.findByRole('link', { name: 'Next pepe' }))
    expect(await screen.findByRole('img', { name: picks[2] })).toBeVisible()
    await screen.findByRole('link', { name: 'Previous pepe' })
    expect(next()).toBeNull()
  })
})

describe('a record opened from a list of kept pepes', () => {
  test('steps through Favourites in their order', async () => {
    localStorage.setItem('pepe-favourites', stored([fixture(30), fixture(3), fixture(17)]))
    const { user } = renderApp(undefined, { route: '/favourites' })
    await user.click(await screen.findByRole('link', { name: fixture(3).description }))
    await shown(fixture(3), 'v2')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/30?v=2')
    expect(await screen.findByRole('link', { name: 'Next pepe' })).toHaveAttribute('href', '/pepe/17?v=2')
  })
})

describe('a record opened from More like this', () => {
  test('steps through that list', async () => {
    const record = (id: string) => ({ id, url: `${TEST_API}/pepes/01.svg`, description: `A long story ${id}` })
    server.use(http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({ status: 'success', result: ['a', 'b', 'c'].map(record) })))
    // The list's dwell and idle wait on a clock the test moves on (listAsked); everything else runs in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { user, queryClient } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await listAsked(queryClient)
    const list = await screen.findByRole('list', { name: 'More like this' })
    await user.click(within(list).getByRole('link', { name: 'A long story b' }))
    expect(await h1()).toHaveTextContent('Pepe b')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/a?v=1')
    expect(await screen.findByRole('link', { name: 'Next pepe' })).toHaveAttribute('href', '/pepe/c?v=1')
  })
})
