// @vitest-environment jsdom
// (happy-dom's showModal does not move focus into the dialog, as a browser's does.)
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { standInShowModal } from '../../test/dialog'
import { cards, renderApp, results, searchBox } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'
import { server } from '../mocks/node'

const seven = fixtures[6] as FixturePepe

beforeAll(standInShowModal)

afterEach(() => {
  localStorage.clear()
})

// The app's lazy chunks, compiled once up front: the first test's waits then time the app, not
// Vite transforming modules on a busy machine.
beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen')])
}, 60_000)

/**
 * The shortcuts arrive just after the first screen: wait for them (their closed dialog, which
 * has no name while its heading is hidden) before pressing keys.
 */
const shortcutsReady = () => screen.findByRole('dialog', { hidden: true })
const favourite = () => screen.getByRole('button', { name: 'Favourite' })
async function openSeven() {
  const rendered = renderApp(undefined, { route: '/pepe/7?v=2' })
  await screen.findByRole('img', { name: seven.description })
  await screen.findByRole('button', { name: 'Favourite' })
  await shortcutsReady()
  return rendered
}

describe('anywhere', () => {
  test('"/" focuses the search box, without typing into it', async () => {
    const { user } = renderApp()
    await cards()
    await shortcutsReady()
    expect(searchBox()).not.toHaveFocus()
    await user.keyboard('/')
    expect(searchBox()).toHaveFocus()
    expect(searchBox()).toHaveValue('')
  })

  test('"r" asks for a new random pick', async () => {
    // A different frog at each answer (the demo may repeat itself, and the app then asks again).
    let asked = 0
    server.use(
      http.get(`${TEST_API}/v2/pepe`, () => {
        asked += 1
        return HttpResponse.json({ data: { id: asked, url: `${TEST_API}/pepes/0${String(asked)}.svg`, description: `frog ${String(asked)}` } })
      }),
    )
    const { user } = renderApp()
    expect(await screen.findByRole('img', { name: 'frog 1' })).toBeVisible()
    await shortcutsReady()
    const requests = recordRequests()
    await user.keyboard('r')
    expect(await screen.findByRole('img', { name: 'frog 2' })).toBeVisible()
    expect(apiCalls(requests).map((request) => new URL(request.url).pathname)).toEqual(['/v2/pepe'])
  })

  test('"?" opens the "Keyboard shortcuts" dialog, focus moves into it, and other keys wait', async () => {
    const { user } = renderApp()
    await cards()
    await shortcutsReady()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => {
      screen.getByRole('main').focus()
    })
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(dialog).toBeVisible()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(within(dialog).getByText('New random')).toBeVisible()

    const requests = recordRequests()
    await user.keyboard('r/')
    expect(searchBox()).not.toHaveFocus()
    expect(apiCalls(requests)).toEqual([])
  })

  test('keys typed in the search box are text, not shortcuts', async () => {
    const { user } = renderApp()
    await cards()
    await shortcutsReady()
    const requests = recordRequests()
    await user.click(searchBox())
    await user.type(searchBox(), 'r?/')
    expect(searchBox()).toHaveValue('r?/')
    expect(searchBox()).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // No unfiltered "New random" pick went out (only the search being typed, if any yet).
    expect(apiCalls(requests).filter((request) => !new URL(request.url).searchParams.has('search'))).toEqual([])
  })
})

describe('on a pepe’s page', () => {
  test('"f" toggles Favourite', async () => {
    const { user } = await openSeven()
    expect(favourite()).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard('f')
    expect(favourite()).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('f')
    expect(favourite()).toHaveAttribute('aria-pressed', 'false')
  })

  test('"c" copies the link and the button says "Copied"', async () => {
    const { user } = await openSeven()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.keyboard('c')
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible()
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/pepe/7?v=2`)
  })

  test('keys typed in a field are text: "f" in the "Pepe id" box presses nothing', async () => {
    const { user } = await openSeven()
    const field = screen.getByRole('textbox', { name: 'Pepe id' })
    await user.type(field, 'fc?')
    expect(field).toHaveValue('fc?')
    expect(favourite()).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test.each(['Control', 'Alt', 'Meta'])('with %s held, "f" and "c" do nothing', async (modifier) => {
    const { user } = await openSeven()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.keyboard(`{${modifier}>}fc{/${modifier}}`)
    expect(favourite()).toHaveAttribute('aria-pressed', 'false')
    expect(writeText).not.toHaveBeenCalled()
  })

  test('Escape goes back to the random view it was opened from, showing the same pick', async () => {
    const { user } = renderApp()
    const [card] = await cards()
    if (!card) throw new Error('no card')
    const description = within(card).getAllByRole('img')[0]?.getAttribute('alt') ?? ''
    await shortcutsReady()
    await user.click(within(card).getByRole('link', { name: description }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Pepe / })).toBeVisible()
    expect(window.location.pathname).toMatch(/^\/pepe\//)

    await user.keyboard('{Escape}')
    expect(within(await results()).getByRole('img', { name: description })).toBeVisible()
    expect(window.location.pathname).toBe('/')
  })

  test('Escape on a page opened directly goes to the random view of its version', async () => {
    const { user } = await openSeven()
    await user.keyboard('{Escape}')
    await waitFor(() => {
      expect(window.location.pathname + window.location.search).toBe('/?v=2')
    })
    expect(await results()).toBeVisible()
  })
})
