import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { kindOf, operations, operationsOf, recordRequests, settings, TEST_API, type Operation } from '../../test/api'
import type { ApiErrorKind } from '../api/client'
import { createPepeApi } from '../api/pepes'
import { faultHandlers, faultNames, HOSTILE_DESCRIPTION, type Fault } from './faults'
import { routes } from './handlers'
import { server } from './node'

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
    // A floor, never a ceiling: a busy machine only makes the wait longer (5 ms under the delay
    // for a timer that fires a millisecond early).
    expect(performance.now() - started).toBeGreaterThanOrEqual(95)
  })

  test('broken-images points every url at a file that does not exist', async () => {
    server.use(...faultHandlers('broken-images'))
    const pepe = await operations['v2 by id']()
    expect(pepe.url).toBe(`${TEST_API}/pepes/missing/01.svg`)
  })
})
