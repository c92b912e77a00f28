// @vitest-environment jsdom
// (A whole drawn document parsed and hydrated: happy-dom's parsing of it loses React's image element.)
import { afterEach, describe, expect, test, vi } from 'vitest'
import { recordPreview } from '../../netlify/preview/html'
import type { ApiVersion } from '../api/schemas'
import { pepePath, randomPath } from '../paths'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { testConfig } from '../../test/render'
import { cleanUp, draw, hydrate, kept, page } from './test-hydration'

// A page the server drew (src/first-screen/render.tsx, in the page function) is hydrated by React
// (main.tsx): it keeps those elements, which must be what React's first render of that page gives,
// to the attribute. Anything else, and React throws the page away and draws it again (a console
// error, a new layout and paint of the whole page, the image element replaced).

const hostile = 'A frog with "quotes" & <b>markup</b>'
const url = (id: string) => `${TEST_API}/pepes/${id}.png`

afterEach(cleanUp)

const randomPage = (search: string) => {
  const query = new URLSearchParams(search ? { q: search, v: '2' } : {})
  const pick = { data: { id: 7, url: url('7'), description: hostile } }
  return draw(randomPath(query), randomPath(query), { pick }, { pepe: { version: 'v2', id: '7', url: url('7'), description: hostile } })
}
const recordPage = (version: ApiVersion, id: string, query: string) => {
  const record = version === 'v2' ? { data: { id: Number(id), url: url(id), description: hostile } } : { status: 'success', result: { id, url: url(id), description: hostile } }
  // As netlify/preview/page.ts draws every record's page: at its own address, whatever the visitor's query.
  const pepe = { version, id, url: url(id), description: hostile }
  const preview = recordPreview(pepe, `https://pepes.example${pepePath(version, id)}`)
  return draw(`/pepe/${encodeURIComponent(id)}?${query}`, pepePath(version, id), { record: { version, id, record } }, { pepe, preview })
}

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
