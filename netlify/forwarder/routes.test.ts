import { describe, expect, test } from 'vitest'
import { MAX_ID_LENGTH } from '../../src/api/limits.ts'
import { readOperation, readRoute, type Operation } from './routes.ts'
import { errorOf, setup, UPSTREAM } from './test-forwarder.ts'

/** What `readOperation` makes of a path and query, as the handler would call it. */
function read(path: string): Operation | { status: number; error: string } | null {
  const url = new URL(path, 'https://pepes.example')
  const route = readRoute(url.pathname)
  return route && readOperation(route, url.searchParams)
}

/** Calls the forwarder, which must answer `status` and `error` itself, never storing it, never asking upstream. */
async function expectRefused(path: string, status: number, error: RegExp) {
  const { call, upstream } = setup()
  const response = await call(path)
  expect(response.status).toBe(status)
  expect(await errorOf(response)).toMatch(error)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(upstream).toEqual([])
}

describe('any other path: a JSON 404 from the forwarder, with no upstream call', () => {
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
    // The URL parser resolves these dot segments before the forwarder reads the path: no id is left.
    '/api/v1/pepe/%2E%2E',
    '/api/v1/pepe/.%2e',
  ])('%s', async (path) => {
    await expectRefused(path, 404, /No such API path/)
  })
})

describe('a value the app would never send: a JSON 400 naming it, with no upstream call', () => {
  test.each([
    // v2 ids: 1 to 15 ASCII digits.
    ['/api/v2/pepe/abc', 'id'],
    ['/api/v2/pepe/-3', 'id'],
    ['/api/v2/pepe/4.0', 'id'],
    ['/api/v2/pepe/1e3', 'id'],
    ['/api/v2/pepe/%201', 'id'],
    ['/api/v2/pepe/1234567890123456', 'id'],
    ['/api/v2/pepe/..%2F..%2Fadmin', 'id'],
    // v1 ids: well-formed text, not `.` or `..`; here also no control character or dot segment.
    ['/api/v1/pepe/%ED%A0%80', 'id'],
    ['/api/v1/pepe/%E0%A4%A', 'id'],
    ['/api/v1/pepe/..%5C..%5Cadmin', 'id'],
    ['/api/v1/pepe/x%2F..%2F..%2Fy', 'id'],
    ['/api/v1/pepe/a%00b', 'id'],
    ['/api/v1/pepe/a%0D%0AX-Injected:%201', 'id'],
    // Longer than any record the app reads (src/api/limits.ts), in UTF-16 units as the app counts.
    [`/api/v1/pepe/${'a'.repeat(MAX_ID_LENGTH + 1)}`, 'id'],
    [`/api/v1/pepe/${'%F0%9F%90%B8'.repeat(MAX_ID_LENGTH / 2)}x`, 'id'],
    [`/api/v1/pepe/${'x'.repeat(5000)}`, 'id'],
    // limit: a whole number from 1 to 50.
    ...['0', '51', '-1', '1.5', '1e1', 'abc', '', '%2012', '999999999999999999'].map((limit) => [`/api/v1/pepe?limit=${limit}`, 'limit']),
    // search: a term the app sends (src/api/search-term.ts): at most 200 characters, none of them a
    // control character, no space at either end, and not empty (the app then sends no parameter).
    [`/api/v1/pepe?search=${'a'.repeat(201)}`, 'search'],
    [`/api/v2/pepe?search=${'🐸'.repeat(201)}`, 'search'],
    ...['%00', '%0D', '%0A', 'a%09b', '%7F', '%C2%85'].map((control) => [`/api/v2/pepe?search=x${control}`, 'search']),
    ...['search=', 'search', 'limit=5&search=', 'search=%20x%20', 'search=+x', 'search=x%C2%A0', 'search=%EF%BB%BFx', 'search=x%E2%80%A8', 'search=%E3%80%80'].map(
      (query) => [`/api/v1/pepe?${query}`, 'search'],
    ),
    ...['search=', 'search', 'search=x%20', 'search=%C2%A0x'].map((query) => [`/api/v2/pepe?${query}`, 'search']),
    // Each parameter at most once.
    ['/api/v1/pepe?limit=1&limit=2', 'limit'],
    ['/api/v2/pepe?search=a&search=a', 'search'],
  ])('%s names %s', async (path, name) => {
    await expectRefused(path, 400, new RegExp(`\\b${name}\\b`))
  })

  test.each(['.', '..', '%2E', '%2e%2E'])('a v1 id %j (should a path ever carry it whole) is refused too', (encodedId) => {
    const refusal = readOperation({ version: 'v1', encodedId }, new URLSearchParams())
    expect(refusal).toEqual({ status: 400, error: expect.stringMatching(/^id /) as unknown })
  })

  test('the error of a bad limit says what would do', async () => {
    const { call } = setup()
    expect(await errorOf(await call('/api/v1/pepe?limit=0'))).toBe('limit must be a whole number from 1 to 50.')
  })
})

describe('a parameter the path does not take: a JSON 404, with no upstream call', () => {
  test.each([
    '/api/v2/pepe?url=http://evil',
    '/api/v1/pepe?limit=2&callback=x',
    '/api/v2/pepe/1?Search=x',
    '/api/v2/pepe/1?search=x',
    '/api/v1/pepe/smug%20pepe?limit=1',
    '/api/v2/pepe?limit=3',
  ])('%s', async (path) => {
    await expectRefused(path, 404, /Unknown query parameter/)
  })
})

describe('what is sent on is what was checked', () => {
  test.each([
    ['/api/v2/pepe/007', '7'],
    ['/api/v2/pepe/0', '0'],
    ['/api/v2/pepe/000123456789012', '123456789012'],
    ['/api/v1/pepe/%2E%2E%2E', '...'],
    ['/api/v1/pepe/frog-%F0%9F%90%B8', 'frog-🐸'],
    [`/api/v1/pepe/${'a'.repeat(MAX_ID_LENGTH)}`, 'a'.repeat(MAX_ID_LENGTH)],
  ])('%s asks for id %j', (path, id) => {
    expect(read(path)).toMatchObject({ id })
  })

  test.each([
    ['limit=07', 'limit=7'],
    ['limit=50&search=a%C2%A0b', 'limit=50&search=a%C2%A0b'],
    [`search=${'é'.repeat(200)}`, `search=${encodeURIComponent('é'.repeat(200))}`],
    ['search=a+b%26c', 'search=a+b%26c'],
  ])('?%s is sent as ?%s', (query, sent) => {
    expect(`${(read(`/api/v1/pepe?${query}`) as Operation).query}`).toBe(sent)
  })

  test('leading zeros are dropped before the upstream is called', async () => {
    const { call, upstream } = setup()
    await call('/api/v2/pepe/0001')
    expect(upstream.map((request) => request.url)).toEqual([`${UPSTREAM}/v2/pepe/1`])
  })
})
