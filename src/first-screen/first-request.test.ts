// @vitest-environment jsdom
// A DOM: the first request reads the data blocks the page was drawn with.
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { api, first, kindOf, recordRequests, settings, TEST_API } from '../../test/api'
import { server } from '../mocks/node'
import { sendFirstRequest } from './first-request'
import { PAGE_PICK_ID, PAGE_RECORD_ID } from './data'

/** The requests once `count` have reached the network (MSW hears of a fetch a moment after it). */
async function sent(requests: Request[], count: number) {
  await vi.waitFor(() => {
    expect(requests).toHaveLength(count)
  })
  return requests.map((request) => request.url)
}

/**
 * A location's path and query, as written. Not through `new URL`, which resolves `/pepe/%2E%2E` to
 * `/`, the random view, whose pick is rightly asked for: the case is the path itself.
 */
const at = (path: string) => {
  const query = path.indexOf('?')
  return query === -1 ? { pathname: path, search: '' } : { pathname: path.slice(0, query), search: path.slice(query) }
}

describe('the first request, sent before the app runs', () => {
  test('on the random view: the pick the app asks for, and the app takes it instead of asking again', async () => {
    const requests = recordRequests()
    sendFirstRequest(settings, at('/?v=1&q=PEPE%20IN&limit=02'))
    expect(await sent(requests, 1)).toEqual([`${TEST_API}/v1/pepe?limit=2&search=PEPE+IN`])
    const pick = await api.v1.random({ search: 'PEPE IN', limit: 2 })
    expect(pick.pepes).toHaveLength(2)
    expect(requests).toHaveLength(1)
    // Taken once: the next pick is a request of its own.
    await api.v1.random({ search: 'PEPE IN', limit: 2 })
    expect(requests).toHaveLength(2)
  })

  test('v2 by default, and the record of a /pepe/:id page', async () => {
    const requests = recordRequests()
    sendFirstRequest(settings, at('/'))
    expect(await sent(requests, 1)).toEqual([`${TEST_API}/v2/pepe`])
    sendFirstRequest(settings, at(`/pepe/00${first.v2Id}?v=2`))
    expect((await sent(requests, 2))[1]).toBe(`${TEST_API}/v2/pepe/${first.v2Id}`)
    expect((await api.v2.byId(String(first.v2Id))).description).toBe(first.description)
    expect(requests).toHaveLength(2)
  })

  test('the v2 key goes with it, as with every v2 request', async () => {
    const requests = recordRequests()
    sendFirstRequest({ ...settings, apiKey: 'k', apiKeyHeader: 'X-Key' }, at('/?v=2'))
    sendFirstRequest({ ...settings, apiKey: 'k', apiKeyHeader: 'X-Key' }, at('/?v=1'))
    await sent(requests, 2)
    const keyOf = (version: string) => requests.find((request) => request.url.includes(version))?.headers.get('X-Key')
    expect(keyOf('/v2/')).toBe('k')
    expect(keyOf('/v1/')).toBeNull()
  })

  test.each(['/pepe/abc?v=2', '/pepe/a/b?v=1', '/pepe/%2E%2E?v=1', '/favourites', '/recent', '/nowhere'])(
    '%s: nothing the app would not ask',
    (path) => {
      // Where a request leaves the page, at once: MSW hears of one a moment later, and a check
      // after another request once let this one slip past it (CI, with two test workers).
      const fetches = vi.spyOn(globalThis, 'fetch')
      sendFirstRequest(settings, at(path))
      expect(fetches).not.toHaveBeenCalled()
    },
  )

  test.each([
    ['a record’s page served with its record', PAGE_RECORD_ID, '/pepe/7?v=2'],
    ['the random view served with its pick', PAGE_PICK_ID, '/?q=smug'],
  ])('%s asks nothing', (_, id, path) => {
    const block = document.createElement('script')
    block.id = id
    block.type = 'application/json'
    block.textContent = '{}'
    document.head.append(block)
    const fetches = vi.spyOn(globalThis, 'fetch')
    sendFirstRequest(settings, at(path))
    block.remove()
    expect(fetches).not.toHaveBeenCalled()
  })

  test('another question than the one sent is asked as usual', async () => {
    const requests = recordRequests()
    sendFirstRequest(settings, at('/?v=2'))
    await api.v1.random({ search: '', limit: 3 })
    expect((await sent(requests, 2)).sort()).toEqual([`${TEST_API}/v1/pepe?limit=3`, `${TEST_API}/v2/pepe`])
    // The one sent still waits for its question (and is taken, not left to the next test file).
    await api.v2.random({ search: '' })
    expect(requests).toHaveLength(2)
  })

  test('a failure is the taker’s to report', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({}, { status: 503 })))
    sendFirstRequest(settings, at('/'))
    expect(await kindOf(api.v2.random({ search: '' }))).toBe('server')
  })

  test('the taker’s abort aborts it', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe`, () => new Promise<never>(() => undefined)))
    sendFirstRequest(settings, at('/'))
    const controller = new AbortController()
    const pick = api.v2.random({ search: '' }, controller.signal)
    controller.abort(new Error('went away'))
    await expect(pick).rejects.toThrow('went away')
  })
})
