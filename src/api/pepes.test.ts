import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { recordRequests, TEST_API } from '../../test/render'
import { faultHandlers, faultNames, HOSTILE_DESCRIPTION, UNSAFE_URL, type Fault } from '../mocks/faults'
import { fixtures } from '../mocks/fixtures'
import { routes } from '../mocks/handlers'
import { server } from '../mocks/node'
import { ApiError, type ApiErrorKind } from './client'
import { createPepeApi, type ApiSettings, type PepeApi } from './pepes'

const settings: ApiSettings = { apiBaseUrl: TEST_API, apiKey: null, apiKeyHeader: 'Authorization' }
const api = createPepeApi(settings)
const [first, second] = fixtures as [(typeof fixtures)[number], (typeof fixtures)[number]]

async function kindOf(promise: Promise<unknown>): Promise<ApiErrorKind> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error.kind
}

/** The four operations, each called with arguments that would succeed. */
const operationsOf = (client: PepeApi) => ({
  'v1 random': () => client.v1.random({ search: '', limit: 3 }),
  'v1 by id': () => client.v1.byId(first.v1Id),
  'v2 random': () => client.v2.random({ search: '' }),
  'v2 by id': () => client.v2.byId(String(first.v2Id)),
})
const operations = operationsOf(api)
type Operation = keyof typeof operations

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

describe('each fault of the demo API reaches every endpoint as its error kind', () => {
  const expected: Record<Exclude<Fault, 'slow' | 'broken-images' | 'javascript-url' | 'hostile-text' | 'slow-images' | 'duplicate-ids'>, ApiErrorKind> = {
    '400': 'bad-request',
    '401': 'unauthorized',
    '404': 'not-found',
    '429': 'rate-limited',
    '500': 'server',
    'not-json': 'invalid-response',
    'wrong-types': 'invalid-response',
    'network-error': 'network',
  }
  const cases = Object.entries(operations).flatMap(([name, call]) =>
    Object.entries(expected).map(([fault, kind]) => [name, fault as Fault, kind, call] as const),
  )
  test.each(cases)('%s, fault %s: %s', async (_, fault, kind, call) => {
    server.use(...faultHandlers(fault, { versions: ['v1', 'v2'] }))
    const requests = recordRequests()
    expect(await kindOf(call())).toBe(kind)
    expect(requests).toHaveLength(1)
  })

  test.each(Object.keys(operations) as Operation[])('%s: a dropped connection is the network kind', async (name) => {
    server.use(...Object.values(routes).map((route) => http.get(route, () => HttpResponse.error())))
    expect(await kindOf(operations[name]())).toBe('network')
  })

  test.each(Object.keys(operations) as Operation[])('%s: no answer in time is the timeout kind', async (name) => {
    server.use(...faultHandlers('slow', { delayMs: 200 }))
    const impatient = operationsOf(createPepeApi({ ...settings, timeoutMs: 50 }))
    expect(await kindOf(impatient[name]())).toBe('timeout')
  })

  test('every fault the demo API knows is covered here or below', () => {
    const others = ['slow', 'broken-images', 'javascript-url', 'hostile-text', 'slow-images', 'duplicate-ids']
    expect([...Object.keys(expected), ...others].sort()).toEqual(
      [...faultNames].sort(),
    )
  })

  test('a javascript: url is left out of a v1 list and makes a single record unexpected', async () => {
    server.use(...faultHandlers('javascript-url'))
    const { pepes } = await operations['v1 random']()
    expect(pepes).toHaveLength(2)
    expect(pepes.every((pepe) => pepe.url.startsWith('https://'))).toBe(true)
    expect(await kindOf(operations['v1 by id']())).toBe('invalid-response')
    expect(await kindOf(operations['v2 random']())).toBe('invalid-response')
    expect(await kindOf(operations['v2 by id']())).toBe('invalid-response')
  })

  test('hostile-text gives every record a description made to break pages', async () => {
    server.use(...faultHandlers('hostile-text'))
    const { pepes } = await operations['v1 random']()
    expect(pepes.map((pepe) => pepe.description)).toEqual(Array<string>(3).fill(HOSTILE_DESCRIPTION))
  })

  test('duplicate-ids repeats the first record of a v1 list, which the client keeps once', async () => {
    server.use(...faultHandlers('duplicate-ids'))
    const raw = (await (await fetch(`${TEST_API}/v1/pepe?limit=3`)).json()) as { result: unknown[] }
    expect(raw.result).toHaveLength(3)
    expect(raw.result[1]).toEqual(raw.result[0])
    const { pepes } = await operations['v1 random']()
    expect(pepes).toHaveLength(2)
    expect(new Set(pepes.map((pepe) => pepe.id)).size).toBe(2)
  })

  test('slow-images leaves the API alone and holds back the image files', async () => {
    server.use(...faultHandlers('slow-images', { delayMs: 100 }))
    const requests = recordRequests()
    await operations['v2 by id']()
    expect(requests).toHaveLength(1)
    // The fault passes the image request on, after its wait, to the next handler: the "file".
    server.use(...faultHandlers('slow-images', { delayMs: 100 }), http.get(`${TEST_API}/pepes/:file`, () => new HttpResponse('<svg/>')))
    const started = performance.now()
    expect(await (await fetch(`${TEST_API}/pepes/01.svg`)).text()).toBe('<svg/>')
    expect(performance.now() - started).toBeGreaterThanOrEqual(95)
  })

  test('broken-images points every url at a file that does not exist', async () => {
    server.use(...faultHandlers('broken-images'))
    const pepe = await operations['v2 by id']()
    expect(pepe.url).toBe(`${TEST_API}/pepes/missing/01.svg`)
  })
})
