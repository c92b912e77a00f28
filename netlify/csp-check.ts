import { parseAllHeaders, type Header } from '@netlify/headers-parser'

/**
 * netlify.toml's Content-Security-Policy cannot read the build's variables, and a `_headers` file
 * cannot widen it (where both set a header for a path, netlify.toml's wins whole: Netlify's
 * headers-parser, `merge.ts`). So a build whose API is on another origin is checked instead: that
 * origin must already be in the policy's `connect-src`, or every API call would be blocked.
 */

/** The origin a build calls when `VITE_PEPE_API_BASE_URL` is absolute; null when same-origin or demo. */
export function apiOrigin(base: string | undefined): string | null {
  if (base === undefined || !/^https?:\/\//i.test(base)) return null
  return URL.parse(base)?.origin ?? null
}

/** Whether a policy lets the page connect to `origin`: named as such, or by its scheme alone. */
export function allowsConnect(csp: string, origin: string): boolean {
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name.toLowerCase(), sources] as const
    }),
  )
  const sources = directives.get('connect-src') ?? directives.get('default-src') ?? []
  const scheme = new URL(origin).protocol
  return sources.some((source) => {
    const lower = source.toLowerCase().replace(/\/$/, '')
    return lower === origin.toLowerCase() || lower === scheme || lower === '*'
  })
}

/** What is wrong for a build with this base under netlify.toml's headers, or null. */
export async function connectSrcProblem(base: string | undefined, netlifyToml: string): Promise<string | null> {
  const origin = apiOrigin(base)
  if (origin === null) return null
  const parsed = await parseAllHeaders({ netlifyConfigPath: netlifyToml, headersFiles: [], configHeaders: [], minimal: false })
  const page = (parsed.headers as Header[]).filter((rule) => rule.forRegExp.test('/index.html'))
  const policies = page.flatMap((rule) => Object.entries(rule.values))
  const csp = policies.filter(([name]) => name.toLowerCase() === 'content-security-policy').map(([, value]) => value)
  if (csp.every((policy) => allowsConnect(policy, origin))) return null
  return (
    `VITE_PEPE_API_BASE_URL calls ${origin}, which the Content-Security-Policy in netlify.toml does not allow ` +
    `(connect-src): on Netlify the browser would block every API call. Add ${origin} to connect-src in ` +
    'netlify.toml, or use the same-origin /api forwarder (VITE_PEPE_API_BASE_URL=/api).'
  )
}
