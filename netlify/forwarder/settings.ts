import * as v from 'valibot'
import { credentialHeader } from '../../src/api/credential.ts'
import { HEADER_NAME, HEADER_VALUE, unsetIfEmpty } from '../../src/config/env-schema.ts'

/** The forwarder's configuration (SPEC section 8), or what is wrong with the variables. */
export type ForwarderSettings =
  | {
      readonly ok: true
      readonly upstream: URL
      readonly credential: Record<string, string>
      /** The server's key, so no answer the page sees can repeat it; null without one. */
      readonly key: string | null
    }
  | { readonly ok: false; readonly problems: readonly string[] }

const DEFAULT_UPSTREAM = 'https://api.onlypepes.com'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http to this machine only (the key must not cross a network in the clear). */
function isUpstream(value: string): boolean {
  // `new URL` would quietly drop spaces at either end: a value with any is reported instead.
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    const plain = url.username === '' && url.password === '' && url.search === '' && url.hash === ''
    return (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) && plain
  } catch {
    return false
  }
}

const EnvSchema = v.object({
  PEPE_API_UPSTREAM: unsetIfEmpty(
    v.pipe(
      v.string(),
      // The value is not repeated: the answer is public, and a mistaken value may hold a secret.
      v.check(
        isUpstream,
        'PEPE_API_UPSTREAM must be an https:// address (http:// only to this machine) with no user, query, fragment or space.',
      ),
    ),
  ),
  PEPE_API_KEY: unsetIfEmpty(
    v.pipe(v.string(), v.regex(HEADER_VALUE, 'PEPE_API_KEY may hold only visible ASCII characters, and no space at either end.')),
  ),
  PEPE_API_KEY_HEADER: unsetIfEmpty(
    v.pipe(v.string(), v.regex(HEADER_NAME, 'PEPE_API_KEY_HEADER must be a valid HTTP header name.')),
  ),
})

/** Reads the server-side variables of SPEC section 8 once, and says what is wrong with them. */
export function readForwarderSettings(env: Record<string, string | undefined>): ForwarderSettings {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const { PEPE_API_UPSTREAM: upstream, PEPE_API_KEY: key, PEPE_API_KEY_HEADER: header } = parsed.output
  return {
    ok: true,
    upstream: new URL(upstream ?? DEFAULT_UPSTREAM),
    credential: key === undefined ? {} : credentialHeader(key, header ?? 'Authorization'),
    key: key ?? null,
  }
}
