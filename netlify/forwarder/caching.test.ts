import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { setup, UPSTREAM } from './test-forwarder.ts'

const RECORD = 'public, max-age=300'
const CDN = 'public, durable, max-age=31536000'

function expectNeverStored(response: Response) {
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.has('Netlify-CDN-Cache-Control')).toBe(false)
}

test('a record: a long, durable CDN cache and a short browser cache', async () => {
  const { call } = setup()
  for (const path of ['/api/v2/pepe/1', '/api/v1/pepe/smug%20pepe']) {
    const response = await call(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe(CDN)
    expect(response.headers.get('Cache-Control')).toBe(RECORD)
  }
})

test('random answers and every error are never stored', async () => {
  const { call } = setup()
  server.use(http.get(`${UPSTREAM}/v1/pepe/:id`, () => HttpResponse.json({ error: 'pepe not found' }, { status: 404 })))
  const answers = await Promise.all(
    ['/api/v2/pepe', '/api/v1/pepe?limit=3', '/api/v1/pepe/nope', '/api/v2/pepe/abc', '/api/v9/pepe'].map((path) => call(path)),
  )
  expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 400, 404])
  answers.forEach(expectNeverStored)
})

describe('a 200 by id that is not a record the app would show is never stored', () => {
  const record = { id: 1, url: 'https://cdn.test/1.jpg', description: 'frog' }
  test.each([
    ['an empty object', {}],
    ['an error sent as 200', { error: 'database down' }],
    ['a v1 envelope on v2', { status: 'success', result: record }],
    ['a record with a javascript: url', { data: { ...record, url: 'javascript:alert(1)' } }],
    ['a record with a wrong type', { data: { ...record, id: '1' } }],
    // It was drawn into a 37.7 MB page, and kept for a year.
    ['a record with a description of 1,048,000 characters', { data: { ...record, description: 'd'.repeat(1_048_000) } }],
    ['a record with a description over 2,000 characters', { data: { ...record, description: 'd'.repeat(2_001) } }],
    ['a record with a url over 2,048 characters', { data: { ...record, url: `https://cdn.test/${'u'.repeat(2_040)}` } }],
  ])('%s', async (_, body) => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.json(body)))
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(200)
    expectNeverStored(response)
  })

  test('a v1 record whose id cannot be linked to', async () => {
    const { call } = setup()
    const body = `{"status":"success","result":{"id":"p-\\ud800","url":"https://cdn.test/1.jpg","description":"x"}}`
    server.use(http.get(`${UPSTREAM}/v1/pepe/:id`, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })))
    expectNeverStored(await call('/api/v1/pepe/p'))
  })

  test('a body that is not JSON', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.text('<html>')))
    expectNeverStored(await call('/api/v2/pepe/1'))
  })

  test('an answer to HEAD, which has no body to check', async () => {
    const { call } = setup()
    server.use(http.head(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(null, { status: 200 })))
    expectNeverStored(await call('/api/v2/pepe/1', { method: 'HEAD' }))
  })
})

test('a record for which the upstream says 203 or 206 is not stored either: only a 200', async () => {
  const { call } = setup()
  const body = { data: { id: 1, url: 'https://cdn.test/1.jpg', description: 'frog' } }
  server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.json(body, { status: 203 })))
  expectNeverStored(await call('/api/v2/pepe/1'))
})

describe('a record by id is stored only when it is the record asked for', () => {
  const record = (id: number) => ({ data: { id, url: `https://cdn.test/${id}.jpg`, description: 'frog' } })

  test('v2: a valid record of id 2 for /v2/pepe/1 is passed on as it came, never stored', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.json(record(2))))
    const response = await call('/api/v2/pepe/1')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(record(2))
    expectNeverStored(response)
  })

  test('v2: the id is compared as a number, leading zeros dropped', async () => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.json(record(7))))
    const response = await call('/api/v2/pepe/007')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe(CDN)
  })

  test.each(['Smug pepe', 'smug pepe ', 'smug%20pepe', 'other'])('v1: a record of id %j for "smug pepe" is never stored', async (id) => {
    const { call } = setup()
    const body = { status: 'success', result: { id, url: 'https://cdn.test/1.jpg', description: 'x' } }
    server.use(http.get(`${UPSTREAM}/v1/pepe/:id`, () => HttpResponse.json(body)))
    const response = await call('/api/v1/pepe/smug%20pepe')
    expect(response.status).toBe(200)
    expectNeverStored(response)
  })
})
