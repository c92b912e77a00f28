import * as v from 'valibot'

/**
 * Rules shared by the build-time `VITE_PEPE_*` variables (src/config/config.ts) and the forwarder's
 * server-side `PEPE_API_*` ones (netlify/forwarder/settings.ts), so the two read alike.
 */

/** RFC 9110 token characters: anything else cannot be a header name. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
/** Visible ASCII and inner spaces: a CR or LF would let a key inject headers. */
export const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/

/**
 * An empty variable counts as unset (SPEC section 9). Nothing is trimmed: a value with stray
 * spaces is reported by `schema` as wrong rather than silently mended, so what the deployer
 * typed is what runs.
 */
export const unsetIfEmpty = <T extends v.GenericSchema<string>>(schema: T) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(schema),
  )
