import { problem } from './answer.ts'
import type { ForwarderSettings } from './settings.ts'

const METHODS = new Set(['GET', 'HEAD'])

type Configured = Extract<ForwarderSettings, { ok: true }>

/**
 * What the `/api` forwarder and the caption image function check before reading an address: the
 * site's server settings (else 500, the problems named) and the method, GET or HEAD (else 405, with
 * Allow): both only read. `what` names the function in the message. The settings when both hold.
 */
export function admit(request: Request, settings: ForwarderSettings, what: string): Configured | Response {
  if (!settings.ok) return problem(500, `${what} is misconfigured: ${settings.problems.join(' ')}`)
  if (!METHODS.has(request.method)) return problem(405, `${request.method} is not allowed: ${what} only reads.`, { Allow: [...METHODS].join(', ') })
  return settings
}
