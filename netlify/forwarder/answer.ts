import { NOTHING_POLICY, siteHeaders } from '../site-headers.ts'
import { cacheHeaders, NO_STORE } from './caching.ts'
import { cleanBody, type KeyGuard } from './clean-body.ts'
import type { Operation } from './routes.ts'
import { passableRetryAfter, readCapped } from './upstream.ts'

/** Statuses whose answers have no body. */
const NO_BODY = new Set([204, 205, 304])
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/**
 * What the forwarder answers is data, never a page to render, sniff or frame; with the rest of
 * SPEC section 8's headers, which Netlify adds to no function's answer (netlify/site-headers.ts).
 */
const DATA_ONLY = siteHeaders(NOTHING_POLICY)

/** The forwarder's own answer: a JSON error, never stored. */
export const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: message }, { status, headers: { ...NO_STORE, ...DATA_ONLY, ...headers } })

/**
 * The upstream's answer as the page gets it: its status, a `Retry-After` the page can read, and
 * its body (at most 1 MiB, else `TooLarge`), without the server's key in any form (clean-body.ts),
 * as JSON or as plain text so an upstream error page can never render on the site's origin.
 */
export async function passOn(
  method: string,
  answer: Response,
  operation: Operation,
  guard: KeyGuard,
): Promise<Response> {
  const bodiless = method === 'HEAD' || NO_BODY.has(answer.status)
  const clean = bodiless ? null : cleanBody(await readCapped(answer), answer.ok, operation, guard)
  const body = clean?.body ?? null
  const upstreamType = guard.redact(answer.headers.get('Content-Type') ?? '')
  // A body rebuilt from its parsed value is JSON, whatever the upstream called it.
  const rebuilt = clean?.json === true && !JSON_TYPE.test(upstreamType)
  const type = rebuilt ? 'application/json; charset=utf-8' : guard.holds(upstreamType) ? '' : upstreamType
  const retryAfter = passableRetryAfter(answer.headers.get('Retry-After'))
  return new Response(body, {
    status: answer.status,
    headers: {
      'Content-Type': JSON_TYPE.test(type) ? type : 'text/plain; charset=utf-8',
      ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
      ...cacheHeaders(answer.status, operation, body, clean?.keyHeld ?? false),
      ...DATA_ONLY,
    },
  })
}
