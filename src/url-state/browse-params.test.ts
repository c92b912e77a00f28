import { describe, expect, test } from 'vitest'
import { readBrowseParams, readLimit } from './browse-params'

const read = (query: string) => readBrowseParams(new URLSearchParams(query))

describe('readBrowseParams', () => {
  test('defaults: v2, no search, 12', () => {
    expect(read('')).toEqual({ browse: { version: 'v2', search: '', limit: 12 }, corrections: [] })
  })

  test('reads v, q and limit', () => {
    expect(read('v=1&q=%20coffee%20&limit=5').browse).toEqual({ version: 'v1', search: 'coffee', limit: 5 })
  })

  test.each([
    ['%C2%A0%EF%BB%BFcoffee%E2%80%A8', 'coffee'],
    ['cold%00coffee%09', 'cold coffee'],
    ['%0A%0D', ''],
    ['a'.repeat(250), 'a'.repeat(200)],
  ])('q=%s is searched as the term the app sends: %j', (q, search) => {
    expect(read(`q=${q}`).browse.search).toBe(search)
  })

  test.each(['3', '0', 'v1', ''])('v=%j is corrected to 2, and says so', (v) => {
    const { browse, corrections } = read(`v=${v}`)
    expect(browse.version).toBe('v2')
    expect(corrections).toMatchObject([{ param: 'v', value: '2' }])
    expect(corrections[0]?.notice).toContain('showing v2')
  })

  test.each([
    ['abc', 12, 'showing 12'],
    ['2.5', 12, 'showing 12'],
    ['1e3', 12, 'showing 12'],
    ['-3', 12, 'showing 12'],
    ['', 12, 'showing 12'],
    ['0', 1, 'Showing 1'],
    ['51', 50, 'Showing 50, the most the API allows'],
    ['999999999999999999999', 50, 'Showing 50, the most the API allows'],
  ])('limit=%j is corrected to %i: “%s”', (limit, value, words) => {
    const { browse, corrections } = read(`v=1&limit=${limit}`)
    expect(browse.limit).toBe(value)
    expect(corrections).toMatchObject([{ param: 'limit', value: String(value) }])
    expect(corrections[0]?.notice).toContain(words)
  })

  test('limit=05 is 5, rewritten without a word', () => {
    expect(read('limit=05').corrections).toEqual([{ param: 'limit', value: '5', notice: '' }])
  })
})

test('readLimit accepts 1 to 50 as they are', () => {
  expect([1, 12, 50].map((n) => readLimit(String(n)))).toEqual([1, 12, 50].map((limit) => ({ limit, notice: null })))
})
