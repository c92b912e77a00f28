import { readApiPath, SAME_SITE_API } from '../../src/api/api-path.ts'
import { isV1Id, toWholeNumberId } from '../../src/api/ids.ts'
import { V1_LIMIT, V1_LIMIT_RULE } from '../../src/api/limits.ts'
import { isSearchTerm, MAX_SEARCH_TERM } from '../../src/api/search-term.ts'

/**
 * What the forwarder lets through (SPEC section 8, issue 16): four paths, each with its own
 * query parameters, every value checked here so the upstream only ever sees what the app sends.
 */

export type Version = 'v1' | 'v2'
/** A path the forwarder serves; its id (if any) still as the browser encoded it. */
type Route = { readonly version: Version; readonly encodedId?: string }
/** A request worth sending on: the id decoded and checked, the query rebuilt from what was read. */
export type Operation = { readonly version: Version; readonly id?: string; readonly query: URLSearchParams }
/** Why a request is answered by the forwarder itself. */
type Refusal = { readonly status: 400 | 404; readonly error: string }

// The base the browser asked, or the function's own address that public/_redirects rewrites it to.
const BASES = [SAME_SITE_API, '/.netlify/functions/api']
/** The query parameters each operation takes (api-reference.md); by id, none. */
const PARAMS = { v1: ['limit', 'search'], v2: ['search'] } as const

const invalid = (error: string): Refusal => ({ status: 400, error })

/** The operation a path names, or null for any other path. */
export function readRoute(pathname: string): Route | null {
  const base = BASES.find((prefix) => pathname.startsWith(`${prefix}/`))
  return base === undefined ? null : readApiPath(pathname.slice(base.length))
}

/**
 * A v1 id decoded and checked. Beyond what the app sends (`isV1Id`), no control character and no
 * `.`/`..` between slashes: an upstream that decodes before it routes would read another path.
 */
function readV1Id(encodedId: string): string | Refusal {
  let id: string
  try {
    id = decodeURIComponent(encodedId)
  } catch {
    return invalid('id must be well-formed percent-encoded UTF-8.')
  }
  if (!isV1Id(id)) return invalid('id must be well-formed Unicode text other than "." and "..".')
  const dotSegment = id.split(/[/\\]/).some((part) => part === '.' || part === '..')
  if (dotSegment || /\p{Cc}/u.test(id)) return invalid('id must not hold a control character or a "." or ".." segment.')
  return id
}

function readId(version: Version, encodedId: string): string | Refusal {
  if (version === 'v1') return readV1Id(encodedId)
  return toWholeNumberId(encodedId) ?? invalid('id must be a whole number: 1 to 15 ASCII digits.')
}

/** One parameter's value as it is sent on, or why it cannot be. */
function readValue(name: string, value: string): string | Refusal {
  if (name === 'limit') {
    const limit = Number(toWholeNumberId(value) ?? NaN)
    return limit >= V1_LIMIT.min && limit <= V1_LIMIT.max ? String(limit) : invalid(`${V1_LIMIT_RULE}.`)
  }
  // Exactly the terms the app sends (src/api/search-term.ts); without one it sends no `search`.
  if (isSearchTerm(value)) return value
  return invalid(
    `search must be a term the app sends: not empty, no space at either end, no control character, at most ${MAX_SEARCH_TERM} characters.`,
  )
}

/** The operation to send on: the id and each allowed parameter (at most once) checked; or a refusal. */
export function readOperation({ version, encodedId }: Route, params: URLSearchParams): Operation | Refusal {
  const id = encodedId === undefined ? undefined : readId(version, encodedId)
  if (typeof id === 'object') return id
  const allowed: readonly string[] = id === undefined ? PARAMS[version] : []
  const query = new URLSearchParams()
  for (const [name, value] of params) {
    if (!allowed.includes(name)) {
      const takes = allowed.length === 0 ? 'no query parameters' : allowed.join(' and ')
      return { status: 404, error: `Unknown query parameter "${name}": this path takes ${takes}.` }
    }
    if (query.has(name)) return invalid(`The query parameter "${name}" is given more than once.`)
    const read = readValue(name, value)
    if (typeof read === 'object') return read
    query.set(name, read)
  }
  return { version, ...(id === undefined ? {} : { id }), query }
}
