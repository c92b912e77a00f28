/** RFC 9110 token characters: anything else cannot be a header name. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
/** Visible ASCII and inner spaces: a CR or LF would let a key inject headers. */
export const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/

/**
 * The header that carries a v2 key (SPEC section 3): `Authorization` takes `Bearer <key>`, any
 * other header the key itself. One rule for the browser client and the `/api` forwarder.
 */
export function credentialHeader(key: string, header: string): Record<string, string> {
  return { [header]: /^authorization$/i.test(header) ? `Bearer ${key}` : key }
}
