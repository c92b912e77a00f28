// @vitest-environment node
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { fixtures } from '../src/mocks/fixtures'
import { server } from '../src/mocks/node'
import { createForwarder, readForwarderSettings } from './forwarder'

// The upstream is the demo API (its handlers answer on any origin), reached through msw/node.
const UPSTREAM = 'https://upstream.test'
const SITE = 'https://pepes.example'
const KEY = 'server-secret-key'

function setup(env: Record<string, string | undefined> = {}, timeoutMs?: number) {
  const log = { error: vi.fn<(...args: unknown[]) => void>() }
  const settings = readForwarderSettings({ PEPE_API_UPSTREAM: UPSTREAM, PEPE_API_KEY: KEY, ...env })
  const forward = createForwarder(settings, { log, timeoutMs })
  const upstream: Request[] = []
  server.events.on('request:start', ({ request }) => {
    upstream.push(request)
  })
  const call = (path: string, init?: RequestInit) => forward(new Request(`${SITE}${path}`, init))
  return { call, upstream, log }
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

const smug = fixtures.find((pepe) => pepe.v1Id === 'smug pepe')

describe('the four allowed paths reach the upstream as asked', () => {
  test.each([
    ['/api/v1/pepe?limit=2&search=PEPE+IN', `${UPSTREAM}/v1/pepe?limit=2&search=PEPE+IN`],
    ['/api/v1/pepe/smug%20pepe', `${UPSTREAM}/v1/pepe/smug%20pepe`],
    ['/api/v1/pepe/a%2Fb%3Fc%23d', `${UPSTREAM}/v1/pepe/a%2Fb%3Fc%23d`],
    ['/api/v2/pepe?search=guitar', `${UPSTREAM}/v2/pepe?search=guitar`],
    ['/api/v2/pepe/1', `${UPSTREAM}/v2/pepe/1`],
    // The function's own URL, which public/_redirects rewrites /api/* to.
    ['/.netlify/functions/api/v2/pepe/1', `${UPSTREAM}/v2/pepe/1`],
  ])('%s', async (path, expected) => {
    const { call, upstream } = setup()
    const response = await call(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(upstream.map((request) => request.url)).toEqual([expected])
  })

  test('the query is sent as the forwarder read it, so a separator it did not see cannot add a parameter', async () => {
    const { call, upstream } = setup()
    await call('/api/v1/pepe?limit=1;url=x&search=a%26b')
    expect(upstream[0]?.url).toBe(`${UPSTREAM}/v1/pepe?limit=1%3Burl%3Dx&search=a%26b`)
  })

  test('ids are sent encoded one way, whatever way the browser encoded them', async () => {
    const { call, upstream } = setup()
    server.use(http.get(`${UPSTREAM}/v1/pepe/:id`, () => HttpResponse.json({ status: 'success', result: {} })))
    await call('/api/v1/pepe/c++')
    await call('/api/v1/pepe/%E3%82%AB%E3%82%A8%E3%83%AB')
    expect(upstream.map((request) => new URL(request.url).pathname)).toEqual([
      '/v1/pepe/c%2B%2B',
      '/v1/pepe/%E3%82%AB%E3%82%A8%E3%83%AB',
    ])
  })

  test('the body is the upstream record, as it sent it', async () => {
    const { call } = setup()
    const body = (await (await call('/api/v1/pepe/smug%20pepe')).json()) as { result: { description: string } }
    expect(body).toMatchObject({ status: 'success', result: { id: 'smug pepe', description: smug?.description } })
  })

  test('an upstream with a path keeps it', async () => {
    const { call, upstream } = setup({ PEPE_API_UPSTREAM: `${UPSTREAM}/base/` })
    server.use(http.get(`${UPSTREAM}/base/v2/pepe/:id`, () => HttpResponse.json({ data: { id: 1 } })))
    expect((await call('/api/v2/pepe/1')).status).toBe(200)
    expect(upstream[0]?.url).toBe(`${UPSTREAM}/base/v2/pepe/1`)
  })

  test('HEAD is passed on and answered without a body', async () => {
    const { call, upstream } = setup()
    server.use(http.head(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(null, { status: 200 })))
    const response = await call('/api/v2/pepe/1', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(upstream[0]?.method).toBe('HEAD')
  })
})

describe('anything else is refused by the forwarder, with no upstream call', () => {
  test.each([
    '/api/v3/anything',
    '/api',
    '/api/',
    '/api/v2',
    '/api/v2/pepes',
    '/api/v2/pepe/',
    '/api/v2/pepe/1/extra',
    '/api/v2/pepe/%2e%2e/%2e%2e/admin',
    '/api/v2/pepe/../../admin',
    '/v2/pepe/1',
    '/.netlify/functions/other/v2/pepe/1',
    // Encoded: a server that decodes before it routes would read another path.
    '/api/v2/pepe/..%2F..%2Fadmin',
    '/api/v1/pepe/..%5C..%5Cadmin',
    '/api/v1/pepe/x%2F..%2F..%2Fy',
    '/api/v1/pepe/%2E%2E',
    '/api/v1/pepe/a%00b',
    '/api/v1/pepe/a%0D%0AX-Injected:%201',
    '/api/v1/pepe/%E0%A4%A',
  ])('path %s: 404', async (path) => {
    const { call, upstream } = setup()
    const response = await call(path)
    expect(response.status).toBe(404)
    expect(await errorOf(response)).toMatch(/No such API path/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(upstream).toEqual([])
  })

  test.each([
    '/api/v2/pepe?url=http://evil',
    '/api/v1/pepe?limit=2&callback=x',
    '/api/v2/pepe/1?Search=x',
    '/api/v2/pepe/1?search=x',
    '/api/v1/pepe/smug%20pepe?limit=1',
    '/api/v2/pepe?limit=3',
    '/api/v1/pepe?limit=1&limit=2',
  ])(
    'parameters %s: 404',
    async (path) => {
      const { call, upstream } = setup()
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toMatch(/Unknown query parameter|more than once/)
      expect(upstream).toEqual([])
    },
  )

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('method %s: 405 with Allow', async (method) => {
    const { call, upstream } = setup()
    const response = await call('/api/v2/pepe/1', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
    expect(await errorOf(response)).toContain(method)
    expect(upstream).toEqual([])
  })
})

describe('the key and the visitor’s credentials', () => {
  test('the key goes to v2 as a Bearer token, and never to v1', async () => {
    const { call, upstream } = setup()
    await call('/api/v2/pepe/1')
    await call('/api/v2/pepe')
    await call('/api/v1/pepe/smug%20pepe')
    await call('/api/v1/pepe?limit=1')
    expect(upstream.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${KEY}`,
      `Bearer ${KEY}`,
      null,
      null,
    ])
  })

  test('PEPE_API_KEY_HEADER names another header, which carries the key as it is', async () => {
    const { call, upstream } = setup({ PEPE_API_KEY_HEADER: 'X-Api-Key' })
    await call('/api/v2/pepe/1')
    expect(upstream[0]?.headers.get('X-Api-Key')).toBe(KEY)
    expect(upstream[0]?.headers.has('Authorization')).toBe(false)
  })

  test('without a key, nothing is added', async () => {
    const { call, upstream } = setup({ PEPE_API_KEY: '' })
    await call('/api/v2/pepe/1')
    expect(upstream[0]?.headers.has('Authorization')).toBe(false)
  })

  test('the visitor’s cookies, Authorization and other headers are not forwarded', async () => {
    const { call, upstream } = setup()
    const visitor = { Cookie: 'session=abc', Authorization: 'Bearer visitor-token', 'X-Forwarded-For': '1.2.3.4' }
    await call('/api/v2/pepe/1', { headers: visitor })
    await call('/api/v1/pepe/smug%20pepe', { headers: visitor })
    const [v2, v1] = upstream
    expect(v2?.headers.get('Authorization')).toBe(`Bearer ${KEY}`)
    expect(v1?.headers.has('Authorization')).toBe(false)
    for (const request of upstream) {
      expect(request.headers.has('Cookie')).toBe(false)
      expect(request.headers.has('X-Forwarded-For')).toBe(false)
      expect(request.headers.get('Accept')).toBe('application/json')
    }
  })
})

describe('the upstream’s answer is passed through', () => {
  test('status, Retry-After and JSON body of a 429', async () => {
    const { call } = setup()
    server.use(
      http.get(`${UPSTREAM}/v2/pepe`, () =>
        HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    )
    const response = await call('/api/v2/pepe')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('7')
    expect(await response.json()).toEqual({ error: 'Too many requests' })
  })

  test('a body that is not JSON keeps its status and words, but never renders as a page here', async () => {
    const { call } = setup()
    const page = '<!doctype html><script>alert(1)</script>'
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.html(page, { status: 502 })))
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(502)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toBe(page)
  })

  test('an answer with no body (204) stays one', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(null, { status: 204 })))
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  test.each([
    ['application/problem+json', 'application/problem+json'],
    ['application/json; charset=utf-8', 'application/json; charset=utf-8'],
    ['text/html; charset=json', 'text/plain; charset=utf-8'],
    ['application/jsonp', 'text/plain; charset=utf-8'],
  ])('an upstream Content-Type %s is passed as %s', async (sent, passed) => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse('{}', { headers: { 'Content-Type': sent } })))
    expect((await call('/api/v2/pepe/1')).headers.get('Content-Type')).toBe(passed)
  })

  test('a redirect is not followed (it would carry the key elsewhere): 502', async () => {
    const { call, upstream, log } = setup({ PEPE_API_KEY_HEADER: 'X-Api-Key' })
    server.use(
      http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(null, { status: 302, headers: { Location: 'https://elsewhere.test/' } })),
    )
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(502)
    expect(upstream.map((request) => new URL(request.url).host)).toEqual(['upstream.test'])
    expect(log.error).toHaveBeenCalledOnce()
  })

  test('no answer in time is a JSON 504, logged without the key', async () => {
    const { call, log } = setup({}, 50)
    server.use(
      http.get(`${UPSTREAM}/v2/pepe/:id`, async () => {
        await delay('infinite')
      }),
    )
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ error: 'The API did not answer within 0.05 s.' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(log.error).toHaveBeenCalledOnce()
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(KEY)
  })

  test('the default time limit is 8 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { call } = setup()
    server.use(
      http.get(`${UPSTREAM}/v2/pepe/:id`, async () => {
        await delay('infinite')
      }),
    )
    const answer = call('/api/v2/pepe/1')
    const settled = vi.fn()
    void answer.then(settled)
    await vi.advanceTimersByTimeAsync(7900)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect((await answer).status).toBe(504)
  })

  test('an unreachable upstream is a JSON 502', async () => {
    const { call, log } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.error()))
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The API could not be reached.' })
    expect(log.error).toHaveBeenCalledOnce()
  })
})

describe('caching', () => {
  test('a record: a long, durable CDN cache and a short browser cache', async () => {
    const { call } = setup()
    for (const path of ['/api/v2/pepe/1', '/api/v1/pepe/smug%20pepe']) {
      const response = await call(path)
      expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=31536000')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    }
  })

  test('random answers and every error are never stored', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v1/pepe/:id`, () => HttpResponse.json({ error: 'pepe not found' }, { status: 404 })))
    const answers = await Promise.all(
      ['/api/v2/pepe', '/api/v1/pepe?limit=3', '/api/v1/pepe/nope', '/api/v2/pepe/abc', '/api/v9/pepe'].map((path) => call(path)),
    )
    expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 400, 404])
    for (const response of answers) {
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(response.headers.has('Netlify-CDN-Cache-Control')).toBe(false)
    }
  })
})

describe('configuration', () => {
  test('PEPE_API_UPSTREAM unset or empty: the real catalogue', () => {
    for (const value of [undefined, '', '  ']) {
      const settings = readForwarderSettings({ PEPE_API_UPSTREAM: value })
      expect(settings.ok && settings.upstream.href).toBe('https://api.onlypepes.com/')
    }
  })

  test.each(['api.onlypepes.com', 'ftp://x.test', 'https://user:pw@x.test', 'https://x.test/?a=1', 'https://x.test/#a', 'javascript:alert(1)'])(
    'PEPE_API_UPSTREAM=%s: every request is a clear JSON 500, logged once, and nothing is sent',
    async (value) => {
      const { call, upstream, log } = setup({ PEPE_API_UPSTREAM: value })
      expect(log.error).toHaveBeenCalledOnce()
      expect(String(log.error.mock.calls[0]?.[0])).toContain('PEPE_API_UPSTREAM')
      for (const path of ['/api/v2/pepe/1', '/api/v1/pepe']) {
        const response = await call(path)
        expect(response.status).toBe(500)
        expect(await errorOf(response)).toMatch(/misconfigured.*PEPE_API_UPSTREAM/)
      }
      expect(upstream).toEqual([])
    },
  )

  test('the public answer names the variable but never repeats its value, which may hold a secret', async () => {
    const { call, log } = setup({ PEPE_API_UPSTREAM: 'https://user:s3cret@up.test' })
    const body = await (await call('/api/v2/pepe/1')).text()
    expect(body).toContain('PEPE_API_UPSTREAM')
    expect(body).not.toContain('s3cret')
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('s3cret')
  })

  test('http:// only to this machine: the key must not cross a network in the clear', () => {
    expect(readForwarderSettings({ PEPE_API_UPSTREAM: 'http://api.example.com' })).toMatchObject({ ok: false })
    for (const local of ['http://127.0.0.1:8899', 'http://localhost:3000/base', 'http://[::1]:8080']) {
      expect(readForwarderSettings({ PEPE_API_UPSTREAM: local })).toMatchObject({ ok: true })
    }
  })

  test('a key header that is not a header name, or a key with a line break, is refused too', () => {
    expect(readForwarderSettings({ PEPE_API_KEY_HEADER: 'X Api Key' })).toMatchObject({ ok: false })
    expect(readForwarderSettings({ PEPE_API_KEY: 'abc\r\nX-Evil: 1' })).toMatchObject({ ok: false })
  })
})
