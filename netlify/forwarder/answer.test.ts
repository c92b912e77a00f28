// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { KEY, setup, UPSTREAM } from './test-forwarder.ts'

// What the page gets of an upstream answer (answer.ts), through the whole handler.

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

  test('a Retry-After the page could not read is dropped', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe`, () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '9999999' } })))
    const response = await call('/api/v2/pepe')
    expect(response.status).toBe(429)
    expect(response.headers.has('Retry-After')).toBe(false)
  })
})

describe('an answer over 1 MiB is not passed on', () => {
  const big = 'x'.repeat(1024 * 1024)

  test.each([
    ['with its Content-Length', () => HttpResponse.json({ big })],
    ['streamed without one', () => new HttpResponse(new Blob([`{"big":"${big}"}`]).stream())],
  ])('%s: a JSON 502, logged', async (_, answer) => {
    const { call, log } = setup()
    server.use(http.get(`${UPSTREAM}/v1/pepe`, answer))
    const response = await call('/api/v1/pepe')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'upstream answer too large' })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(log.error).toHaveBeenCalledOnce()
  })
})

describe('the server’s key never reaches the page', () => {
  const echo = (text: string, type = 'application/json') => {
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(text, { status: 401, headers: { 'Content-Type': type } })))
  }

  // A key with a quote, a backslash, a slash and a space: each form of it differs.
  const odd = 'se"cr\\et/k ey'
  test.each([
    ['as written', (key: string) => key],
    ['JSON-escaped', (key: string) => JSON.stringify(key).slice(1, -1)],
    ['JSON-escaped with \\/', (key: string) => JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/')],
    ['URL-encoded', encodeURIComponent],
    ['form-encoded', (key: string) => new URLSearchParams({ key }).toString().slice(4)],
  ])('in a body, %s', async (_, write) => {
    const { call } = setup({ PEPE_API_KEY: odd })
    echo(`{"error":"key ${write(odd)} refused","again":"${write(odd)}"}`)
    const text = await (await call('/api/v2/pepe/1')).text()
    expect(text).toBe('{"error":"key [redacted] refused","again":"[redacted]"}')
  })

  test('in a body that is not JSON, or in its Content-Type', async () => {
    const { call } = setup()
    echo(`<p>Bearer ${KEY}</p>`, `application/json; note=${KEY}`)
    const response = await call('/api/v2/pepe/1')
    expect(await response.text()).toBe('<p>Bearer [redacted]</p>')
    expect(response.headers.get('Content-Type')).not.toContain(KEY)
  })

  test('the rest of the body is passed byte for byte, whatever its encoding', async () => {
    const { call } = setup()
    const bytes = new Uint8Array([0xff, 0x80, 0x00, 0xe9, ...new TextEncoder().encode(KEY), 0x9f])
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(bytes, { status: 500 })))
    const passed = new Uint8Array(await (await call('/api/v2/pepe/1')).arrayBuffer())
    expect([...passed]).toEqual([0xff, 0x80, 0x00, 0xe9, ...new TextEncoder().encode('[redacted]'), 0x9f])
  })
})
