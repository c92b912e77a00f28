import { ApiError, type ApiErrorKind } from '../src/api/client'
import { createPepeApi, type ApiSettings, type PepeApi } from '../src/api/pepes'
import { fixtures } from '../src/mocks/fixtures'
import { server } from '../src/mocks/node'

/** The API the component tests talk to; the demo handlers answer it through msw/node. */
export const TEST_API = 'https://api.test'

/** Every request that reaches the (mock) network from now on, in order. */
export function recordRequests(): Request[] {
  const requests: Request[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(request)
  })
  return requests
}

/** Only the requests that went to the test API (not images, say). */
export const apiCalls = (requests: Request[]) => requests.filter((request) => request.url.startsWith(TEST_API))

/** The API client as the component tests configure it, calling the demo handlers through msw/node. */
export const settings: ApiSettings = { apiBaseUrl: TEST_API, apiKey: null, apiKeyHeader: 'Authorization' }
export const api = createPepeApi(settings)
export const [first, second] = fixtures as [(typeof fixtures)[number], (typeof fixtures)[number]]

/** The kind of the ApiError a call fails with (and a test failure if it does not fail so). */
export async function kindOf(promise: Promise<unknown>): Promise<ApiErrorKind> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error.kind
}

/** The four operations, each called with arguments that would succeed. */
export const operationsOf = (client: PepeApi) => ({
  'v1 random': () => client.v1.random({ search: '', limit: 3 }),
  'v1 by id': () => client.v1.byId(first.v1Id),
  'v2 random': () => client.v2.random({ search: '' }),
  'v2 by id': () => client.v2.byId(String(first.v2Id)),
})
export const operations = operationsOf(api)
export type Operation = keyof typeof operations
