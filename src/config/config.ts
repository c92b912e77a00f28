import * as v from 'valibot'
// With extensions: vite.config.ts reads the variables with this module, at build time.
import { HEADER_NAME, HEADER_VALUE, unsetIfEmpty } from './env-schema.ts'
import { parseUrl } from '../parse-url.ts'

/** Where demo mode sends its requests: the MSW worker answers them, no server is involved. */
export const DEMO_API_BASE_URL = '/demo-api'

export type AppConfig = {
  /** True when no real API is configured and the bundled demo API answers. */
  readonly demo: boolean
  /** Absolute (`https://api.x`) or same-origin (`/api`) base, without a trailing slash. */
  readonly apiBaseUrl: string
  readonly apiKey: string | null
  readonly apiKeyHeader: string
}

export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly problems: readonly string[] }

function isBaseUrl(value: string): boolean {
  // The URL parser would quietly drop spaces at either end; the address built on it would not.
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && parseUrl(value, 'http://x') !== null
  const url = parseUrl(value)
  return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.search === '' && url.hash === ''
}

const EnvSchema = v.object({
  VITE_PEPE_API_BASE_URL: unsetIfEmpty(
    v.pipe(
      v.string(),
      v.check(
        isBaseUrl,
        (issue) =>
          `VITE_PEPE_API_BASE_URL must be an http(s):// address or a path starting with "/"; got ${JSON.stringify(issue.input)}.`,
      ),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
  ),
  VITE_PEPE_API_KEY: unsetIfEmpty(
    v.pipe(v.string(), v.regex(HEADER_VALUE, 'VITE_PEPE_API_KEY may hold only visible ASCII characters.')),
  ),
  VITE_PEPE_API_KEY_HEADER: unsetIfEmpty(
    v.pipe(v.string(), v.regex(HEADER_NAME, 'VITE_PEPE_API_KEY_HEADER must be a valid HTTP header name.')),
  ),
  // Read by src/images/image-cdn.ts; checked here so that a typo is said, not silently ignored.
  VITE_PEPE_IMAGE_CDN: unsetIfEmpty(
    v.picklist(['netlify'], (issue) => `VITE_PEPE_IMAGE_CDN may only be "netlify" or unset; got ${JSON.stringify(issue.input)}.`),
  ),
})

/** Reads the build-time `VITE_PEPE_*` variables (SPEC section 3) and says what is wrong with them. */
export function readConfig(env: Record<string, unknown>): ConfigResult {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const { VITE_PEPE_API_BASE_URL: base, VITE_PEPE_API_KEY: key, VITE_PEPE_API_KEY_HEADER: header } = parsed.output
  return {
    ok: true,
    config: {
      demo: base === undefined,
      apiBaseUrl: base ?? DEMO_API_BASE_URL,
      apiKey: key ?? null,
      apiKeyHeader: header ?? 'Authorization',
    },
  }
}
