import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { fixtures } from '../src/mocks/fixtures'
import { server } from '../src/mocks/node'
import { errorOf, KEY, setup, UPSTREAM } from './forwarder/test-forwarder.ts'
import { NOTHING_POLICY, siteHeaders } from './site-headers.ts'

// The handler as a whole. What it refuses, how it caches, caps and redacts: beside each module
// in forwarder/.

const smug = fixtures.find((pepe) => pepe.v1Id === 'smug pepe')

describe('the four allowed paths reach the upstream as asked', () => {
  test.each([
    ['/api/v1/pepe?limit=2&search=PEPE+IN', `${UPSTREAM}/v1/pepe?limit=2&search=PEPE+IN`],
    ['/api/v1/pepe/smug%20pepe', `${UPSTREAM}/v1/pepe/smug%20pepe`],
    ['/api/v1/pepe/a%2Fb%3Fc%23d', `${UPSTREAM}/v1/pepe/a%2Fb%3Fc%23d`],
    ['/api/v2/pepe?search=guitar', `${UPSTREAM}/v2/pepe?search=guitar`],
    ['/api/v2/pepe/1', `${UPSTREAM}/v2/pepe/1`],
    ['/api/v2/pepe/007', `${UPSTREAM}/v2/pepe/7`],
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
    await call('/api/v1/pepe?limit=1&search=a;url=x%26b')
    expect(upstream[0]?.url).toBe(`${UPSTREAM}/v1/pepe?limit=1&search=a%3Burl%3Dx%26b`)
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

describe('only GET and HEAD', () => {
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

describe('an upstream that does not answer as it should', () => {
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


// Netlify adds netlify.toml's and `_headers`' headers to no function's answer (its "Custom
// headers" docs): the forwarder sets SPEC section 8's itself, on every answer.
test.each([
  ['a record', '/api/v2/pepe/1', 200],
  ['a random pick', '/api/v1/pepe?limit=2', 200],
  ['a path it does not know', '/api/v3/pepe', 404],
  ['a refused value', '/api/v1/pepe?limit=0', 400],
  ['a method it refuses', '/api/v2/pepe/1', 405, 'POST'],
])('%s: every header of SPEC section 8', async (_, path, status, method = 'GET') => {
  const { call } = setup()
  const response = await call(path, { method })
  expect(response.status).toBe(status)
  for (const [name, value] of Object.entries(siteHeaders(NOTHING_POLICY))) expect(response.headers.get(name), name).toBe(value)
})
