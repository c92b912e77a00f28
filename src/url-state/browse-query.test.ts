import { expect, test } from 'vitest'
import { randomPath } from '../paths'
import { readBrowseParams } from './browse-params'
import { browseQuery } from './browse-query'

test.each([
  ['v1', 'rain'],
  ['v2', 'don’t & #1 100%'],
  ['v2', 'Лягушка'],
] as const)('%s searching %j reads back as written, at the defaults', (version, search) => {
  expect(readBrowseParams(browseQuery({ version, search }))).toEqual({ browse: { version, search, limit: 12 }, corrections: [] })
})

test('the path keeps the version first', () => {
  expect(randomPath(browseQuery({ version: 'v1', search: 'rain' }))).toBe('/?v=1&q=rain')
})
