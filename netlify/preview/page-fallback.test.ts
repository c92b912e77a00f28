import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { delay, http, HttpResponse, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { server } from '../../src/mocks/node'
import { UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, DEMO_MANIFEST, setup, siteServes } from './test-page.ts'

// The page function without a record to show: the plain app, as the site would serve it. Where
// that page comes from: app-html.test.ts.

describe('the plain app, 200, when there is no record to show', () => {
  test.each([
    ['the upstream fails', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['the upstream is rate limited', () => HttpResponse.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '5' } })],
    ['the answer is no record', () => HttpResponse.json({})],
    ['the answer is not JSON', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['the record has a javascript: url', () => HttpResponse.json({ data: { id: 1, url: 'javascript:alert(1)', description: 'x' } })],
  ])('%s: never kept', async (_, answer) => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, answer))
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe(APP)
  })

  test.each([
    ...['/pepe/', '/pepe/1/more', '/pepe/..?v=1', '/pepe/%E0%A4%A?v=1', '/pepe/a%00b?v=1'],
    // The random view, drawn for a v2 question only, as the app reads the address.
    ...['/?v=1', '/?v=1&q=smug&limit=5', '/?v=3', '/?limit=abc'],
  ])(
    '%s: not a record or a pick the function draws: the upstream is not asked, the page is as the site serves it',
    async (path) => {
      siteServes()
      const { call, upstreamAsked } = setup()
      const response = await call(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
      expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
      expect(await response.text()).toBe(APP)
      expect(upstreamAsked).toEqual([])
    },
  )

  test('a demo build: its page as it is, and no upstream asked', async () => {
    siteServes(APP, 200, DEMO_MANIFEST)
    const { call, upstreamAsked } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(await response.text()).toBe(APP)
    expect(upstreamAsked).toEqual([])
  })
})

describe('an upstream that is slow or breaks', () => {
  let origin = ''
  const local: Server = createServer((request, response) => {
    if (request.url?.endsWith('/reset')) request.socket.destroy()
    else if (request.url?.endsWith('/trickle')) {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"status":"success",')
    }
    // Anything else: no answer at all.
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`
  })
  afterAll(() => {
    local.closeAllConnections()
    local.close()
  })

  // A time limit of 300 ms, so the tests wait no longer than that (the function's own 1.5 s: the
  // test below, on fake timers).
  test.each(['slow', 'trickle', 'reset'])('%s: the plain app once the time limit is up, and the log says why', async (id) => {
    siteServes()
    server.use(http.get(`${origin}/*`, () => passthrough()))
    const { call, log } = setup(origin, { timeoutMs: 300 })
    const response = await call(`/pepe/${id}?v=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe(APP)
    // What the site's log says: which request, and what went wrong with it.
    const said = id === 'reset' ? `The API could not be reached for GET /v1/pepe/${id}:` : `The API did not answer GET /v1/pepe/${id} within 300 ms.`
    expect(log.error.mock.calls.map(([first]) => first)).toEqual([said])
  })

  test('the function waits 1.5 s for the upstream, not a moment less', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    siteServes()
    server.use(
      http.get(`${UPSTREAM}/v1/pepe/:id`, async () => {
        await delay('infinite')
      }),
    )
    const { call, log, upstreamAsked } = setup(UPSTREAM, { timeoutMs: null })
    const answer = call('/pepe/slow?v=1')
    const settled = vi.fn()
    void answer.then(settled)
    // The clock counts from the upstream's request, sent once the page and its build's manifest
    // are read (a turn of the event loop at a time: vi.waitFor would move the faked clock).
    while (upstreamAsked.length === 0) await new Promise(setImmediate)
    await vi.advanceTimersByTimeAsync(1_499)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await (await answer).text()).toBe(APP)
    expect(log.error.mock.calls.map(([first]) => first)).toEqual(['The API did not answer GET /v1/pepe/slow within 1500 ms.'])
  })
})
