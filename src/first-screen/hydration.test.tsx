// @vitest-environment jsdom
// (A whole drawn document parsed and hydrated: happy-dom's parsing of it loses React's image element.)
import { within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { drawnPage } from '../../netlify/preview/html'
import { HEAD_PLACEHOLDER } from '../../netlify/preview/page-manifest'
import type { ApiVersion } from '../api/schemas'
import type { DrawnData } from './data'
import { pepePath, randomPath } from '../paths'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { testConfig } from '../../test/render'

// A page the server drew (src/first-screen/render.tsx, in the page function) is hydrated by React
// (main.tsx): it keeps those elements, which must be what React's first render of that page gives,
// to the attribute. Anything else, and React throws the page away and draws it again (a console
// error, a new layout and paint of the whole page, the image element replaced).

const APP_HTML = `<!doctype html><html><head>${HEAD_PLACEHOLDER}<title>Pepe Catalogue</title></head><body><div id="root"></div></body></html>`
const BUILD = { drawn: true, imageCdn: null, detailChunks: [] }

type Drawn = { route: string; html: string }

const hostile = 'A frog with "quotes" & <b>markup</b>'
const url = (id: string) => `${TEST_API}/pepes/${id}.png`

/**
 * What React's development build says when the browser's renderer takes a context the server's
 * rendered last in the same process (see draw()): never so in a browser, where the server's React
 * is another process's.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.'

/**
 * The page as the page function draws it: React's first screen at `location`, over `data`, by the
 * server's entry with modules of its own, as in the function.
 */
async function draw(route: string, location: string, data: DrawnData, id: string, version: ApiVersion): Promise<Drawn> {
  vi.resetModules()
  const { renderFirstScreen } = await import('./render')
  const root = await renderFirstScreen(location, data, testConfig)
  // React's server renderer leaves the contexts of its last task set on the shared context objects
  // (it switches them lazily, as the next render needs), which the server's own process keeps to
  // itself. Here the browser's React shares them: a render of nothing switches them all back.
  const { prerender } = await import('react-dom/static')
  await prerender(null)
  const pepe = { version, id, url: url(id), description: hostile }
  const pageUrl = data.record && `https://pepes.example${pepePath(version, id)}`
  return { route, html: drawnPage(APP_HTML, BUILD, { pepe, root, data, ...(pageUrl && { pageUrl }) }) ?? '' }
}

const randomPage = (search: string) => {
  const query = new URLSearchParams(search ? { q: search, v: '2' } : {})
  const pick = { data: { id: 7, url: url('7'), description: hostile } }
  return draw(randomPath(query), randomPath(query), { pick }, '7', 'v2')
}
const recordPage = (version: ApiVersion, id: string, query: string) => {
  const record = version === 'v2' ? { data: { id: Number(id), url: url(id), description: hostile } } : { status: 'success', result: { id, url: url(id), description: hostile } }
  // As netlify/preview/page.ts draws every record's page: at its own address, whatever the visitor's query.
  return draw(`/pepe/${encodeURIComponent(id)}?${query}`, pepePath(version, id), { record: { version, id, record } }, id, version)
}

/**
 * Loads `drawn` as the browser would, then starts the app on it as main.tsx does, with the modules
 * fresh (the parts fetched after the first screen not yet there, as on a first visit). Returns
 * what React reported and the elements the server drew.
 */
async function hydrate(page: () => Promise<Drawn>, before: (page: Document) => void = () => undefined) {
  const { route, html } = await page()
  vi.resetModules()
  window.history.replaceState(window.history.state, '', route)
  document.documentElement.innerHTML = html.replace(/^<!doctype html><html>|<\/html>$/g, '')
  const container = document.getElementById('root') as HTMLElement
  before(document)
  const drawnElements = [...container.querySelectorAll('*')]
  const drawnMarkup = container.innerHTML
  // React, the app and react-dom together, as fresh modules of one page.
  const { act, StrictMode, startTransition } = await import('react')
  const { App } = await import('../app')
  const { startingQueryClient } = await import('./client')
  const { hydrateDrawn } = await import('./hydrate')
  const errors = vi.spyOn(console, 'error')
  // React reports a mismatch it recovered from (by drawing the page anew) with reportError().
  const recoverable: unknown[] = []
  window.addEventListener('error', (event) => {
    recoverable.push(event.error)
    event.preventDefault()
  })
  let unmount: () => void = () => undefined
  const start = () => {
    startTransition(() => {
      const root = hydrateDrawn(
        container,
        <StrictMode>
          <App config={testConfig} queryClient={startingQueryClient(testConfig)} />
        </StrictMode>,
      )
      unmount = () => {
        root.unmount()
      }
    })
  }
  // The first render in React's act() (of the fresh React above); what follows, as in a browser.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  await act(async () => {
    start()
    await Promise.resolve()
  })
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
  hydrated = unmount
  const said = errors.mock.calls.map((call) => call.map(String).join(' '))
  return { container, drawnElements, drawnMarkup, recoverable, errors: said.filter((message) => message !== TWO_RENDERERS) }
}

let hydrated: () => void = () => undefined
/** The page's body: replaced with the drawn page, it is not the one `screen` was made for. */
const page = () => within(document.body)
afterEach(() => {
  hydrated()
  document.documentElement.innerHTML = '<head></head><body></body>'
  window.history.replaceState(null, '', '/')
})

/** The elements the server drew that React kept, in order: all of them, when it hydrated. */
const kept = (container: HTMLElement, drawn: Element[]) => drawn.filter((element) => container.contains(element))

describe('a page the server drew, which React takes over as it is', () => {
  test.each([
    ['the random view', () => randomPage('')],
    ['the random view with a search', () => randomPage('smug')],
    ['a v2 record', () => recordPage('v2', '7', 'v=2')],
    // Drawn with no words (the CDN keeps one page per record): only the fields' values differ.
    ['a v2 record whose address has words', () => recordPage('v2', '7', 'v=2&q=smug')],
    ['a v1 record, with the number of pepes in its header', () => recordPage('v1', 'c++', 'v=1&limit=5')],
  ])('%s: no mismatch, and every drawn element kept', async (_, drawn) => {
    const { container, drawnElements, drawnMarkup, recoverable, errors } = await hydrate(drawn)
    expect(recoverable).toEqual([])
    expect(errors).toEqual([])
    expect(drawnElements.length).toBeGreaterThan(30)
    expect(kept(container, drawnElements)).toEqual(drawnElements)
    // The image the browser had already fetched and painted is that same element, no new one.
    const image = drawnElements.find((element) => element.tagName === 'IMG')
    expect(page().getByRole('img', { name: hostile })).toBe(image)
    expect(drawnMarkup).toContain('data-state="loaded"')
  })

  test('the record’s actions come just after, and the page works: the record is not asked of the API again', async () => {
    const requests = recordRequests()
    const { container } = await hydrate(() => recordPage('v2', '7', 'v=2'))
    expect(await page().findByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(container.querySelector('.pepe-actions')?.closest('.pepe-page-body')).not.toBeNull()
    // Its neighbours are asked for ahead, once the page is idle (the step links): only those.
    expect(await page().findByRole('link', { name: 'Next pepe' })).toHaveAttribute('href', '/pepe/8?v=2')
    expect(apiCalls(requests).map((request) => request.url)).toEqual([`${TEST_API}/v2/pepe/6`, `${TEST_API}/v2/pepe/8`])
  })

  test.each([
    ['a record opened from Favourites', () => recordPage('v2', '7', 'v=2')],
    ['the random view with a notice', () => randomPage('')],
  ])('%s, reloaded: the entry’s state, which the server could not draw, is left behind', async (_, drawn) => {
    // The browser keeps an entry's state across a reload: React Router's own, under `usr`.
    window.history.replaceState({ usr: { from: '/favourites', notice: 'Showing v2.' }, key: 'k1', idx: 1 }, '')
    const { container, drawnElements, recoverable, errors } = await hydrate(drawn)
    expect(recoverable).toEqual([])
    expect(errors).toEqual([])
    expect(kept(container, drawnElements)).toEqual(drawnElements)
    expect(page().queryByText(/Back to favourites|Showing v2/)).not.toBeInTheDocument()
  })

  test('an image that failed before the app started says so, as one failing after', async () => {
    await hydrate(() => recordPage('v2', '7', 'v=2'), (page) => {
      // What the browser says of an image it could not load: complete, with no pixels.
      Object.defineProperties(page.querySelector('#root img'), { complete: { value: true }, naturalWidth: { value: 0 } })
    })
    expect(page().getByText('Image unavailable.')).toBeVisible()
    expect(page().queryByRole('img', { name: hostile })).not.toBeInTheDocument()
  })

  test('the random view’s controls answer: a search typed in the drawn box is the app’s', async () => {
    const { userEvent } = await import('@testing-library/user-event')
    const user = userEvent.setup()
    await hydrate(() => randomPage(''))
    await user.type(page().getByRole('searchbox', { name: 'Search descriptions' }), 'smug{Enter}')
    expect(new URLSearchParams(window.location.search).get('q')).toBe('smug')
  })
})

test('the image the server draws is shown as it is, even still arriving: no placeholder over it, at high priority, with its timing name', async () => {
  const record = { data: { id: 7, url: url('7'), description: 'Sad pepe in the rain' } }
  // The server's modules, as in the page function: none of the browser's parts fetched.
  vi.resetModules()
  const { renderFirstScreen } = await import('./render')
  const root = document.createElement('div')
  root.innerHTML = await renderFirstScreen('/pepe/7?v=2', { record: { version: 'v2', id: '7', record } }, testConfig)
  const image = root.querySelector('img[alt="Sad pepe in the rain"]')
  expect(image?.parentElement).toHaveAttribute('data-state', 'loaded')
  expect(image).toHaveAttribute('fetchpriority', 'high')
  expect(image).toHaveAttribute('elementtiming', 'pepe-first-image')
})
