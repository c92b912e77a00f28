import * as v from 'valibot'
import { isWellFormed } from '../api/ids'
import { parseAskedRecord, type ApiVersion, type Pepe } from '../api/schemas'
import { isTrustedImage } from '../images/trusted-images'
import { parseUrl } from '../parse-url'

/**
 * Records from outside the app (an imported file, a shared link): each is read as the API's answer
 * for it would be (src/api/schemas.ts: the same limits, SPEC section 4), and refused, with the
 * reason, when it names a script or data address, an image on a host the app does not trust, or
 * holds a lone surrogate (which the API's reader would quietly replace).
 */
const Outside = v.object(
  {
    version: v.picklist(['v1', 'v2'], 'its version is not "v1" or "v2"'),
    id: v.string('its id is not text'),
    url: v.string('its url is not text'),
    description: v.string('its description is not text'),
  },
  'it is not a record',
)

/** A record read from outside, or why it is refused (a sentence starting lower-case, no full stop). */
export type OutsideRecord = { readonly ok: true; readonly pepe: Pepe } | { readonly ok: false; readonly why: string }

/** The answer the API would give for this record, to read it with the API's own schemas. */
function asAnswer(version: ApiVersion, id: string, url: string, description: string): unknown {
  if (version === 'v1') return { status: 'success', result: { id, url, description } }
  return { data: { id: /^[0-9]{1,15}$/.test(id) ? Number(id) : id, url, description } }
}

/** `value` as a Pepe, if the app would show it from the API with images from `ownOrigins` (trusted-images.ts). */
export function readOutsideRecord(value: unknown, ownOrigins: readonly string[]): OutsideRecord {
  const parsed = v.safeParse(Outside, value)
  if (!parsed.success) return { ok: false, why: parsed.issues[0].message }
  const { version, id, url, description } = parsed.output
  if (![id, url, description].every(isWellFormed)) return { ok: false, why: 'it holds a lone surrogate (broken text)' }
  const address = parseUrl(url)
  if (address?.protocol === 'javascript:' || address?.protocol === 'data:') {
    return { ok: false, why: `its url is a ${address.protocol} address` }
  }
  let pepe: Pepe
  try {
    pepe = parseAskedRecord(version, id, asAnswer(version, id, url, description))
  } catch {
    return { ok: false, why: 'it breaks the rules of an API record (SPEC section 4: its id, url or description)' }
  }
  if (address === null || !isTrustedImage(address, ownOrigins)) {
    return { ok: false, why: `its image is on ${address?.host ?? url.slice(0, 40)}, not a host the app trusts` }
  }
  return { ok: true, pepe }
}
