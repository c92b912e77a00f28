import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { recordRequests, TEST_API } from '../../test/render'
import { createPepeApi } from './pepes'
import { createPepeQueries } from './queries'

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
