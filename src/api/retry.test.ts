import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import { recordRequests, TEST_API } from '../../test/api'
import { faultHandlers, type Fault } from '../mocks/faults'
import { server } from '../mocks/node'
import { ApiError, type ApiErrorKind } from './client'
import { createPepeApi } from './pepes'
import { createPepeQueries, createQueryClient } from './queries'
import { retryDelay, shouldRetry } from './retry'

const error = (kind: ApiErrorKind, retryAfterMs: number | null = null) => new ApiError(kind, kind, { retryAfterMs })

describe('shouldRetry', () => {
  test.each(['bad-request', 'unauthorized', 'not-found', 'invalid-response'] as const)('never retries %s', (kind) => {
    expect(shouldRetry(0, error(kind))).toBe(false)
  })

  test.each(['server', 'network', 'timeout', 'rate-limited'] as const)('retries %s twice: 3 requests in all', (kind) => {
    expect([0, 1, 2].map((failures) => shouldRetry(failures, error(kind)))).toEqual([true, true, false])
  })

  test('does not sleep through a rate limit of more than 60 s', () => {
    expect(shouldRetry(0, error('rate-limited', 60_000))).toBe(true)
    expect(shouldRetry(0, error('rate-limited', 60_001))).toBe(false)
  })

  test('does not retry what is not an ApiError: a bug of ours would only repeat', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false)
  })
})

describe('retryDelay', () => {
  test('waits what Retry-After said, or 2 s when it said nothing readable', () => {
    expect(retryDelay(0, error('rate-limited', 7_000))).toBe(7_000)
    expect(retryDelay(1, error('rate-limited'))).toBe(2_000)
  })

  test('draws the backoff uniformly from 0 to 500 ms × 2^attempt, capped at 8 s', () => {
    const top = () => 0.999_999
    expect(retryDelay(0, error('server'), top)).toBeCloseTo(500, 0)
    expect(retryDelay(1, error('network'), top)).toBeCloseTo(1_000, 0)
    expect(retryDelay(5, error('timeout'), top)).toBeCloseTo(8_000, 0)
    expect(retryDelay(1, error('server'), () => 0)).toBe(0)
  })
})

describe('request counts with the app QueryClient', () => {
  const pepeQueries = createPepeQueries(createPepeApi({ apiBaseUrl: TEST_API, apiKey: null, apiKeyHeader: 'Authorization' }))
  const countFor = async (fault: Fault, client: QueryClient = createQueryClient()) => {
    server.use(...faultHandlers(fault, { versions: ['v1', 'v2'] }))
    const requests = recordRequests()
    await expect(client.query(pepeQueries.detail('v2', '1'))).rejects.toBeInstanceOf(ApiError)
    return requests.length
  }

  test.each(['400', '401', '404', 'not-json', 'wrong-types'] as const)('%s: one request, no retry', async (fault) => {
    expect(await countFor(fault)).toBe(1)
  })

  test('a persistent 500: exactly 3 requests', async () => {
    // Backoffs drawn at their shortest (0 ms: retryDelay's own tests cover the draw), not a real 0.5 s + 1 s.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(await countFor('500')).toBe(3)
  })
})
