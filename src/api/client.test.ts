import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { server } from '../mocks/node'
import { ApiError, getJson, parseRetryAfter, readApiMessage } from './client'

const url = new URL('https://api.test/thing')
const answer = (response: () => Response | Promise<Response>) => {
  server.use(http.get(url.href, response))
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('getJson', () => {
  test('returns the parsed body and asks for JSON', async () => {
    let accept: string | null = null
    answer(() => HttpResponse.json({ ok: 1 }))
    server.events.on('request:start', ({ request }) => {
      accept = request.headers.get('Accept')
    })
    await expect(getJson(url)).resolves.toEqual({ ok: 1 })
    expect(accept).toBe('application/json')
  })

  test.each([
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not-found'],
    [408, 'timeout'],
    [422, 'bad-request'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('status %i is the %s kind', async (status, kind) => {
    answer(() => HttpResponse.json({ message: 'nope' }, { status }))
    const error = await failure(getJson(url))
    expect(error).toMatchObject({ kind, status, apiMessage: 'nope' })
  })

  test('a 429 carries Retry-After in seconds', async () => {
    answer(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '7' } }))
    expect(await failure(getJson(url))).toMatchObject({ kind: 'rate-limited', retryAfterMs: 7000 })
  })

  test('a 429 carries Retry-After given as an HTTP date', async () => {
    // A clock that stands still on a whole second (HTTP dates have whole seconds): the wait is
    // exactly the 30 s the date is ahead, however long the test takes.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00Z') })
    const at = new Date(Date.now() + 30_000).toUTCString()
    answer(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': at } }))
    const { retryAfterMs } = await failure(getJson(url))
    expect(retryAfterMs).toBe(30_000)
  })

  test('a request that never reaches the API is the network kind', async () => {
    answer(() => HttpResponse.error())
    expect(await failure(getJson(url))).toMatchObject({ kind: 'network', status: null })
  })

  test('no answer in time is the timeout kind', async () => {
    answer(async () => {
      await delay('infinite')
      return HttpResponse.json({})
    })
    expect(await failure(getJson(url, { timeoutMs: 50 }))).toMatchObject({ kind: 'timeout' })
  })

  test('the timeout applies by default after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answer(async () => {
      await delay(60_000)
      return HttpResponse.json({})
    })
    const outcome = failure(getJson(url))
    await vi.advanceTimersByTimeAsync(9_999)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ kind: 'timeout' })
    vi.useRealTimers()
  })

  test("the caller's abort is passed through, not turned into an ApiError", async () => {
    answer(async () => {
      await delay('infinite')
      return HttpResponse.json({})
    })
    const controller = new AbortController()
    const request = getJson(url, { signal: controller.signal })
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
    await expect(request).rejects.not.toBeInstanceOf(ApiError)
  })

  test('a body that is not JSON is the invalid-response kind', async () => {
    answer(() => new HttpResponse('<html>hello</html>', { headers: { 'Content-Type': 'text/html' } }))
    expect(await failure(getJson(url))).toMatchObject({ kind: 'invalid-response', status: 200 })
  })
})

describe('readApiMessage', () => {
  test.each([
    ['{"message":"limit too big"}', 'limit too big'],
    ['{"error":"Unauthorized"}', 'Unauthorized'],
    ['{"error":{"message":"nested words"}}', 'nested words'],
    ['"just a string"', 'just a string'],
    ['plain text  with\nlines', 'plain text with lines'],
    ['', null],
    ['   ', null],
    ['{}', null],
    ['{"message": 42}', null],
    ['null', null],
    ['[1,2]', null],
    ['<!doctype html><h1>502</h1>', null],
  ])('%j gives %j', (body, message) => {
    expect(readApiMessage(body)).toBe(message)
  })

  test('a long message is cut short', () => {
    const message = readApiMessage(JSON.stringify({ message: 'x'.repeat(5000) }))
    expect(message?.length).toBe(300)
    expect(message?.endsWith('…')).toBe(true)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  test.each([
    ['120', 120_000],
    [' 3 ', 3000],
    ['0', 0],
    ['Mon, 23 Nov 2026 12:00:45 GMT', 45_000],
    ['Mon, 23 Nov 2026 11:00:00 GMT', 0],
    [null, null],
    ['', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
  ])('%j is %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms)
  })
})
