import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { setup, UPSTREAM } from './test-forwarder.ts'

// What the page gets of an upstream answer (answer.ts), through the whole handler. Without the
// server's key in it: answer-key.test.ts.

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
