import { describe, expect, test } from 'vitest'
import { faultHandlersFromPage } from './faults'
import { fixtures } from './fixtures'
import { server } from './node'

const API = 'https://api.test'
const get = async (path: string) => {
  const response = await fetch(`${API}${path}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

describe('the demo API answers as api-reference.md describes', () => {
  test('a catalogue of at least 40 records, each with an image in public/', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40)
    expect(new Set(fixtures.map((pepe) => pepe.v1Id)).size).toBe(fixtures.length)
    expect(new Set(fixtures.map((pepe) => pepe.image)).size).toBe(fixtures.length)
  })

  test('v1 random: one record by default, `limit` of them on request', async () => {
    const one = await get('/v1/pepe')
    expect(one.body).toMatchObject({ status: 'success', result: [expect.any(Object)] })
    const five = await get('/v1/pepe?limit=5')
    expect(five.body.result).toHaveLength(5)
  })

  test.each(['0', '51', 'abc', '2.5', '-1', ''])('v1 random: limit=%j is a 400', async (limit) => {
    expect((await get(`/v1/pepe?limit=${limit}`)).status).toBe(400)
  })

  test('search is a case-insensitive substring of the description', async () => {
    const { body } = await get('/v1/pepe?limit=50&search=COFFEE')
    expect(body.result).toEqual([expect.objectContaining({ description: 'Pepe sipping hot coffee' })])
    expect((await get('/v1/pepe?limit=50&search=zebra')).body).toEqual({ status: 'success', result: [] })
  })

  test('v2 random: `data`, plus `search` when a term was sent', async () => {
    expect(Object.keys((await get('/v2/pepe')).body)).toEqual(['data'])
    expect((await get('/v2/pepe?search=guitar')).body).toMatchObject({
      data: { description: 'Pepe playing the guitar' },
      search: { terms: 'guitar', found: true },
    })
    expect((await get('/v2/pepe?search=zebra')).body.search).toEqual({ terms: 'zebra', found: false })
  })

  test('by id: the record, a 404 for an unknown id, a 400 for a v2 id that is not a whole number', async () => {
    expect((await get('/v1/pepe/c%2B%2B')).body).toMatchObject({ status: 'success', result: { id: 'c++' } })
    expect((await get('/v2/pepe/3')).body).toMatchObject({ data: { id: 3 } })
    expect((await get('/v1/pepe/nope')).status).toBe(404)
    expect((await get('/v2/pepe/9999')).status).toBe(404)
    expect((await get('/v2/pepe/abc')).status).toBe(400)
  })
})

describe('the ?mock= switch of the browser demo', () => {
  const use = (query: string) => {
    server.use(...faultHandlersFromPage(new URLSearchParams(query)))
  }

  test('mock=429 answers with its Retry-After, for mock-times requests only', async () => {
    use('mock=429&mock-retry-after=5&mock-times=2')
    const first = await get('/v1/pepe')
    expect([first.status, first.headers.get('Retry-After')]).toEqual([429, '5'])
    expect((await get('/v2/pepe')).status).toBe(429)
    expect((await get('/v2/pepe')).status).toBe(200)
  })

  test('mock=401 applies to v2 only unless mock-versions says otherwise', async () => {
    use('mock=401')
    expect((await get('/v2/pepe')).status).toBe(401)
    expect((await get('/v1/pepe')).status).toBe(200)
    use('mock=401&mock-versions=v1')
    expect((await get('/v1/pepe')).status).toBe(401)
  })

  test('an unknown fault changes nothing', () => {
    expect(faultHandlersFromPage(new URLSearchParams('mock=explode'))).toEqual([])
  })
})
