// @vitest-environment jsdom
// A DOM: one test's same-origin base resolves against the page's location.
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { api, first, kindOf, recordRequests, second, settings, TEST_API } from '../../test/api'
import { UNSAFE_URL } from '../mocks/faults'
import { server } from '../mocks/node'
import { createPepeApi } from './pepes'

describe('v1 random', () => {
  test('asks for limit records matching the search, as v1 records', async () => {
    const requests = recordRequests()
    const pick = await api.v1.random({ search: 'PEPE IN', limit: 2 })
    expect(requests.map((request) => request.url)).toEqual([`${TEST_API}/v1/pepe?limit=2&search=PEPE+IN`])
    expect(pick.matched).toBe(true)
    expect(pick.pepes).toHaveLength(2)
    for (const pepe of pick.pepes) {
      expect(pepe.version).toBe('v1')
      expect(pepe.description.toLowerCase()).toContain('pepe in')
      expect(pepe.url).toMatch(/^https:\/\/api\.test\/pepes\/\d\d\.svg$/)
    }
  })

  test('sends no search parameter for an empty or blank term', async () => {
    const requests = recordRequests()
    await api.v1.random({ search: '  ', limit: 1 })
    expect(requests[0]?.url).toBe(`${TEST_API}/v1/pepe?limit=1`)
  })

  test('a term that matches nothing is "no match", from an empty list or a 404', async () => {
    await expect(api.v1.random({ search: 'zebra', limit: 5 })).resolves.toEqual({ pepes: [], matched: false })
    server.use(http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({}, { status: 404 })))
    await expect(api.v1.random({ search: 'zebra', limit: 5 })).resolves.toEqual({ pepes: [], matched: false })
  })

  test.each([0, 51, 2.5, NaN])('sends no request for limit %s', async (limit) => {
    const requests = recordRequests()
    expect(await kindOf(api.v1.random({ search: '', limit }))).toBe('bad-request')
    expect(requests).toHaveLength(0)
  })

  test('leaves out records without an http(s) url and repeats of an id', async () => {
    const record = (id: string, url: string) => ({ id, url, description: id })
    server.use(
      http.get(`${TEST_API}/v1/pepe`, () =>
        HttpResponse.json({
          status: 'success',
          result: [
            record('a', UNSAFE_URL),
            record('b', 'https://cdn.test/b.jpg'),
            record('c', 'data:image/png;base64,AAAA'),
            record('b', 'https://cdn.test/b-again.jpg'),
            record('d', '/relative.jpg'),
            record('e', 'http://cdn.test/e.jpg'),
          ],
        }),
      ),
    )
    const { pepes } = await api.v1.random({ search: '', limit: 6 })
    expect(pepes.map((pepe) => [pepe.id, pepe.url])).toEqual([
      ['b', 'https://cdn.test/b.jpg'],
      ['e', 'http://cdn.test/e.jpg'],
    ])
  })

  test('a status other than "success" is an unexpected response', async () => {
    server.use(http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({ status: 'error', result: [] })))
    expect(await kindOf(api.v1.random({ search: '', limit: 1 }))).toBe('invalid-response')
  })
})

describe('v1 by id', () => {
  test.each(['smug pepe', 'c++', '100%', 'カエル', 'a/b?c#d'])(
    'asks for %j with the id encoded in one path segment',
    async (id) => {
      const requests = recordRequests()
      const pepe = await api.v1.byId(id)
      expect(pepe).toMatchObject({ version: 'v1', id })
      expect(requests).toHaveLength(1)
      expect(requests[0]?.url).toBe(`${TEST_API}/v1/pepe/${encodeURIComponent(id)}`)
    },
  )

  test.each(['', '.', '..'])('%j is not found without a request', async (id) => {
    const requests = recordRequests()
    expect(await kindOf(api.v1.byId(id))).toBe('not-found')
    expect(requests).toHaveLength(0)
  })

  test('an unknown id is not found', async () => {
    expect(await kindOf(api.v1.byId('no-such-pepe'))).toBe('not-found')
  })
})

describe('a record by id that is not the one asked for is an unexpected response', () => {
  test('v2: record 2 for id 1', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe/:id`, () => HttpResponse.json({ data: { id: 2, url: 'https://cdn.test/2.jpg', description: 'x' } })))
    expect(await kindOf(api.v2.byId('1'))).toBe('invalid-response')
  })

  test('v2: leading zeros asked are no mismatch', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe/:id`, () => HttpResponse.json({ data: { id: 7, url: 'https://cdn.test/7.jpg', description: 'x' } })))
    await expect(api.v2.byId('007')).resolves.toMatchObject({ id: '7' })
  })

  test('v1: ids are compared as written', async () => {
    const body = { status: 'success', result: { id: 'Smug pepe', url: 'https://cdn.test/1.jpg', description: 'x' } }
    server.use(http.get(`${TEST_API}/v1/pepe/:id`, () => HttpResponse.json(body)))
    expect(await kindOf(api.v1.byId('smug pepe'))).toBe('invalid-response')
  })
})

describe('v2 random', () => {
  test('without a term: one record, no search summary needed', async () => {
    const requests = recordRequests()
    const pick = await api.v2.random({ search: '' })
    expect(requests[0]?.url).toBe(`${TEST_API}/v2/pepe`)
    expect(pick.matched).toBe(true)
    expect(pick.pepes).toHaveLength(1)
    expect(pick.pepes[0]?.id).toMatch(/^\d+$/)
  })

  test('with a term: a matching record', async () => {
    const pick = await api.v2.random({ search: 'guitar' })
    expect(pick).toEqual({ matched: true, pepes: [expect.objectContaining({ description: 'Pepe playing the guitar' })] })
  })

  test('found: false with a record is an unfiltered pick; without one, nothing', async () => {
    const unfiltered = await api.v2.random({ search: 'zebra' })
    expect(unfiltered.matched).toBe(false)
    expect(unfiltered.pepes).toHaveLength(1)
    server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ search: { terms: 'zebra', found: false } })))
    await expect(api.v2.random({ search: 'zebra' })).resolves.toEqual({ pepes: [], matched: false })
  })
})

describe('v2 by id', () => {
  test('asks for the whole number, leading zeros dropped', async () => {
    const requests = recordRequests()
    const pepe = await api.v2.byId(`00${second.v2Id}`)
    expect(requests[0]?.url).toBe(`${TEST_API}/v2/pepe/${second.v2Id}`)
    expect(pepe).toEqual({ version: 'v2', id: String(second.v2Id), url: `${TEST_API}${second.image}`, description: second.description })
  })

  test.each(['-3', '4.0', '1e3', ' 7', 'abc', '1234567890123456', '../v1/pepe/1'])(
    '%j is not a whole number and sends no request',
    async (id) => {
      const requests = recordRequests()
      expect(await kindOf(api.v2.byId(id))).toBe('bad-request')
      expect(requests).toHaveLength(0)
    },
  )
})

describe('the v2 credential', () => {
  test.each([
    ['Authorization', 'Bearer s3cret'],
    ['X-Api-Key', 's3cret'],
  ])('goes in %s on v2 requests only', async (header, value) => {
    const keyed = createPepeApi({ ...settings, apiKey: 's3cret', apiKeyHeader: header })
    const requests = recordRequests()
    await keyed.v2.random({ search: '' })
    await keyed.v2.byId('1')
    await keyed.v1.random({ search: '', limit: 1 })
    await keyed.v1.byId(first.v1Id)
    expect(requests.map((request) => request.headers.get(header))).toEqual([value, value, null, null])
    for (const request of requests) expect(request.url).not.toContain('s3cret')
  })

  test('is not sent when none is configured', async () => {
    const requests = recordRequests()
    await api.v2.random({ search: '' })
    expect(requests[0]?.headers.get('Authorization')).toBeNull()
  })
})

test('a same-origin base resolves against the page', async () => {
  const requests = recordRequests()
  server.use(http.get('/api/v2/pepe/:id', () => HttpResponse.json({ data: { id: 1, url: 'https://cdn.test/1.jpg', description: 'x' } })))
  await createPepeApi({ ...settings, apiBaseUrl: '/api' }).v2.byId('1')
  expect(requests[0]?.url).toBe(`${window.location.origin}/api/v2/pepe/1`)
})
