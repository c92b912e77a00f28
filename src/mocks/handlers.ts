import { http, HttpResponse } from 'msw'
import { V1_LIMIT, V1_LIMIT_RULE } from '../api/limits'
import { fixtures, type FixturePepe } from './fixtures'

/** Every handler answers on any origin, so one set serves the demo base, tests and a local upstream. */
export const routes = {
  v1Random: '*/v1/pepe',
  v1ById: '*/v1/pepe/:id',
  v2Random: '*/v2/pepe',
  v2ById: '*/v2/pepe/:id',
} as const

export const errorBody = (status: number, message: string) => HttpResponse.json({ error: message }, { status })

/** The demo's images are files in `public/`, on the origin that answered the request. */
function imageUrl(pepe: FixturePepe, request: Request): string {
  return new URL(pepe.image, request.url).href
}

const toV1 = (pepe: FixturePepe, request: Request) => ({
  id: pepe.v1Id,
  url: imageUrl(pepe, request),
  description: pepe.description,
})

const toV2 = (pepe: FixturePepe, request: Request) => ({
  id: pepe.v2Id,
  url: imageUrl(pepe, request),
  description: pepe.description,
})

/** Case-insensitive substring search on the description, as api-reference.md describes. */
function matching(search: string): FixturePepe[] {
  const needle = search.toLocaleLowerCase()
  return fixtures.filter((pepe) => pepe.description.toLocaleLowerCase().includes(needle))
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

function anyPepe(): FixturePepe {
  return fixtures[Math.floor(Math.random() * fixtures.length)] as FixturePepe
}

export const handlers = [
  http.get(routes.v1Random, ({ request }) => {
    const query = new URL(request.url).searchParams
    const limitText = query.get('limit') ?? '1'
    const limit = /^\d+$/.test(limitText) ? Number(limitText) : NaN
    if (!(limit >= V1_LIMIT.min && limit <= V1_LIMIT.max)) return errorBody(400, V1_LIMIT_RULE)
    const picks = shuffled(matching(query.get('search') ?? '')).slice(0, limit)
    return HttpResponse.json({ status: 'success', result: picks.map((pepe) => toV1(pepe, request)) })
  }),

  http.get(routes.v1ById, ({ request, params }) => {
    const pepe = fixtures.find((candidate) => candidate.v1Id === params.id)
    if (!pepe) return errorBody(404, 'pepe not found')
    return HttpResponse.json({ status: 'success', result: toV1(pepe, request) })
  }),

  http.get(routes.v2Random, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')
    if (search === null) {
      return HttpResponse.json({ data: toV2(anyPepe(), request) })
    }
    // Like the documented answer: when nothing matches, an unfiltered pick with `found: false`.
    const [match] = shuffled(matching(search))
    const pepe = match ?? anyPepe()
    return HttpResponse.json({ data: toV2(pepe, request), search: { terms: search, found: match !== undefined } })
  }),

  http.get(routes.v2ById, ({ request, params }) => {
    const id = String(params.id)
    if (!/^\d+$/.test(id)) return errorBody(400, 'id must be an integer')
    const pepe = fixtures.find((candidate) => candidate.v2Id === Number(id))
    if (!pepe) return errorBody(404, 'pepe not found')
    return HttpResponse.json({ data: toV2(pepe, request) })
  }),
]
