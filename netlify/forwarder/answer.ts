import { cacheHeaders, NO_STORE } from './caching.ts'
import { redactBytes } from './redact.ts'
import type { Operation } from './routes.ts'
import { passableRetryAfter, readCapped } from './upstream.ts'

/** Statuses whose answers have no body. */
const NO_BODY = new Set([204, 205, 304])
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/** What the forwarder answers is data, never a page to render, sniff or frame. */
const DATA_ONLY = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

/** The forwarder's own answer: a JSON error, never stored. */
export const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: message }, { status, headers: { ...NO_STORE, ...DATA_ONLY, ...headers } })

/**
 * The upstream's answer as the page gets it: its status, a `Retry-After` the page can read, and
 * its body (at most 1 MiB, else `TooLarge`), without the server's key in any form, as JSON or as
 * plain text so an upstream error page can never render on the site's origin.
 */
export async function passOn(
  method: string,
  answer: Response,
  operation: Operation,
  redact: (text: string) => string,
): Promise<Response> {
  const bodiless = method === 'HEAD' || NO_BODY.has(answer.status)
  const body = bodiless ? null : redactBytes(redact, await readCapped(answer))
  const type = redact(answer.headers.get('Content-Type') ?? '')
  const retryAfter = passableRetryAfter(answer.headers.get('Retry-After'))
  return new Response(body, {
    status: answer.status,
    headers: {
      'Content-Type': JSON_TYPE.test(type) ? type : 'text/plain; charset=utf-8',
      ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
      ...cacheHeaders(answer.status, operation, body),
      ...DATA_ONLY,
    },
  })
}
