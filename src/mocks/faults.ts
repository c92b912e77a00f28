import { delay, getResponse, http, HttpResponse, type HttpResponseResolver } from 'msw'
import { errorBody, handlers, routes } from './handlers'

/**
 * Faults the demo API can be told to answer with, so every state of the app can be seen and
 * tested. Tests pass them to `server.use(...)`; in the browser, `?mock=<fault>` on the page does.
 */
export const faultNames = [
  '400',
  '401',
  '404',
  '429',
  '500',
  'slow',
  'not-json',
  'wrong-types',
  'javascript-url',
  'broken-images',
  'slow-images',
  'duplicate-ids',
  'network-error',
  'hostile-text',
] as const
export type Fault = (typeof faultNames)[number]

type FaultOptions = {
  /** Answer only this many requests with the fault, then behave normally again. */
  times?: number
  /** The `Retry-After` value of a 429 (seconds or an HTTP date). */
  retryAfter?: string
  /** How long `slow` and `slow-images` wait before answering normally. */
  delayMs?: number
  /** Which API versions the fault applies to; 401 defaults to v2 only, since v1 needs no key. */
  versions?: readonly ('v1' | 'v2')[]
}

export const UNSAFE_URL = 'javascript:alert(document.domain)'

/** A description made to break pages: markup that must show as text, and a word with no end. */
export const HOSTILE_DESCRIPTION = `<b>bold</b><img src=x onerror="alert(1)"> ${'frog'.repeat(400)}`

type Pepeish = { id: unknown; url: string; description: string }

/** Rewrites each record the normal handlers answer with. */
async function withRecords(request: Request, rewrite: (pepe: Pepeish, index: number, all: Pepeish[]) => void) {
  const response = await getResponse(handlers, request)
  if (!response?.ok) return response
  const body = (await response.json()) as Record<string, unknown>
  const records = [body.result, body.data].flat().filter((record) => typeof record === 'object' && record !== null)
  records.forEach((record, index, all) => {
    rewrite(record as Pepeish, index, all as Pepeish[])
  })
  return HttpResponse.json(body, { status: response.status })
}

// How the API answers under each fault; `slow-images` leaves the API alone (see `faultHandlers`).
const answers: Record<
  Exclude<Fault, 'slow-images'>,
  (request: Request, options: FaultOptions) => ReturnType<HttpResponseResolver>
> = {
  '400': () => errorBody(400, 'The request was invalid'),
  '401': () => errorBody(401, 'Missing or invalid API key'),
  '404': () => errorBody(404, 'pepe not found'),
  '429': (_, { retryAfter = '2' }) =>
    HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'Retry-After': retryAfter } }),
  '500': () => errorBody(500, 'Internal server error'),
  // Waits, then lets the normal handlers answer.
  slow: async (_, { delayMs = 3000 }) => {
    await delay(delayMs)
  },
  'not-json': () =>
    new HttpResponse('<!doctype html><title>Bad gateway</title>', { headers: { 'Content-Type': 'text/html' } }),
  // Wrong for every endpoint at once: ids of the wrong type, no urls.
  'wrong-types': () => HttpResponse.json({ status: 'success', result: [{ id: 7, url: null }], data: { id: 'seven' } }),
  // Only the first record: a v1 list still has others to show, a single record has none.
  'javascript-url': (request) =>
    withRecords(request, (pepe, index) => {
      if (index === 0) pepe.url = UNSAFE_URL
    }),
  'broken-images': (request) =>
    withRecords(request, (pepe) => {
      pepe.url = pepe.url.replace('/pepes/', '/pepes/missing/')
    }),
  // The second record of a v1 list is the first one again, id and all.
  'duplicate-ids': (request) =>
    withRecords(request, (pepe, index, all) => {
      if (index === 1 && all[0]) Object.assign(pepe, all[0])
    }),
  'network-error': () => HttpResponse.error(),
  'hostile-text': (request) =>
    withRecords(request, (pepe) => {
      pepe.description = HOSTILE_DESCRIPTION
    }),
}

/** The demo's image files (`public/pepes/`), wherever they are served from. */
const IMAGES = '*/pepes/*'

export function faultHandlers(fault: Fault, options: FaultOptions = {}) {
  if (fault === 'slow-images') {
    return [
      // Waits, then leaves the request to the next handler or, in the browser, to the network.
      http.get(IMAGES, async () => {
        await delay(options.delayMs ?? 3000)
      }),
    ]
  }
  const versions = options.versions ?? (fault === '401' ? ['v2'] : ['v1', 'v2'])
  let remaining = options.times ?? Infinity
  const resolver: HttpResponseResolver = ({ request }) => {
    const version = /\/(v[12])\/pepe(\/|$)/.exec(new URL(request.url).pathname)?.[1]
    if (remaining <= 0 || !versions.some((v) => v === version)) return
    remaining -= 1
    return answers[fault](request, options)
  }
  return Object.values(routes).map((route) => http.get(route, resolver))
}

/** The dev switch: `?mock=500&mock-times=3&mock-retry-after=5&mock-delay=12000&mock-versions=v1`. */
export function faultHandlersFromPage(query: URLSearchParams) {
  const fault = faultNames.find((name) => name === query.get('mock'))
  if (!fault) return []
  const number = (name: string) => {
    const value = Number(query.get(name) ?? NaN)
    return Number.isFinite(value) && value >= 0 ? value : undefined
  }
  const versions = query.get('mock-versions')?.split(',').filter((v): v is 'v1' | 'v2' => v === 'v1' || v === 'v2')
  return faultHandlers(fault, {
    times: number('mock-times'),
    retryAfter: query.get('mock-retry-after') ?? undefined,
    delayMs: number('mock-delay'),
    versions: versions?.length ? versions : undefined,
  })
}
