import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { recordRequests, TEST_API } from '../../test/api'
import { createPepeApi } from './pepes'
import { askRandom, createPepeQueries, nextPickKey } from './queries'

const pepeQueries = createPepeQueries(createPepeApi({ apiBaseUrl: TEST_API, apiKey: null, apiKeyHeader: 'Authorization' }))

test('every key names the version, and the same question has the same key', () => {
  expect(pepeQueries.detail('v1', '7').queryKey).toEqual(['pepes', 'v1', 'detail', '7'])
  expect(pepeQueries.detail('v2', '7').queryKey).not.toEqual(pepeQueries.detail('v1', '7').queryKey)
  expect(pepeQueries.random({ version: 'v1', search: 'a', limit: 3 }).queryKey).toEqual(
    pepeQueries.random({ limit: 3, search: 'a', version: 'v1' }).queryKey,
  )
  expect(pepeQueries.random({ version: 'v1', search: 'a', limit: 3 }).queryKey).not.toEqual(
    pepeQueries.random({ version: 'v1', search: 'a', limit: 4 }).queryKey,
  )
})

test('a v1 search for matches has a key of its own, with its term and size', () => {
  expect(pepeQueries.matches('rain', 9).queryKey).toEqual(['pepes', 'v1', 'matches', { search: 'rain', limit: 9 }])
  expect(pepeQueries.matches('rain', 9).queryKey).not.toEqual(pepeQueries.matches('rain', 12).queryKey)
  expect(pepeQueries.matches('rain', 12).queryKey).not.toEqual(pepeQueries.random({ version: 'v1', search: 'rain', limit: 12 }).queryKey)
})

test('the same question asked twice at once sends one request', async () => {
  const client = new QueryClient()
  const requests = recordRequests()
  const query = pepeQueries.random({ version: 'v2', search: 'pepe' })
  const [a, b] = await Promise.all([client.query(query), client.query(query)])
  expect(a).toBe(b)
  expect(requests).toHaveLength(1)
})

test('a random answer seeds the detail of each record it holds', async () => {
  const client = new QueryClient()
  const requests = recordRequests()
  const pick = await client.query(pepeQueries.random({ version: 'v1', search: '', limit: 5 }))
  for (const pepe of pick.pepes) {
    await expect(client.query(pepeQueries.detail('v1', pepe.id))).resolves.toEqual(pepe)
  }
  expect(requests).toHaveLength(1)
})

test('a record once fetched is not fetched again', async () => {
  const client = new QueryClient()
  const requests = recordRequests()
  await client.query(pepeQueries.detail('v2', '3'))
  await client.query(pepeQueries.detail('v2', '3'))
  expect(requests).toHaveLength(1)
})

test('a pick fetched ahead for the one on screen is the next answer, with no request; its records seed their details', async () => {
  const client = new QueryClient()
  const query = pepeQueries.random({ version: 'v1', search: '', limit: 2 })
  const shown = await client.query(query)
  const ahead = await client.query({
    queryKey: nextPickKey(query.queryKey, shown.pepes),
    queryFn: ({ signal }) => askRandom(pepeQueries.api, { version: 'v1', search: '', limit: 2 }, signal),
  })
  const requests = recordRequests()
  await client.refetchQueries({ queryKey: query.queryKey, exact: true })
  expect(client.getQueryData(query.queryKey)).toEqual(ahead)
  for (const pepe of ahead.pepes) expect(client.getQueryData(pepeQueries.detail('v1', pepe.id).queryKey)).toEqual(pepe)
  expect(requests).toHaveLength(0)
})

test('a pick fetched ahead that repeats the single pepe on screen is not shown: the API is asked again', async () => {
  const client = new QueryClient()
  const query = pepeQueries.random({ version: 'v2', search: '' })
  const shown = await client.query(query)
  client.setQueryData(nextPickKey(query.queryKey, shown.pepes), shown)
  const requests = recordRequests()
  await client.refetchQueries({ queryKey: query.queryKey, exact: true })
  expect(requests).toHaveLength(1)
})
