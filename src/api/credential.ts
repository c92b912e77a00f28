/**
 * The header that carries a v2 key (SPEC section 3): `Authorization` takes `Bearer <key>`, any
 * other header the key itself. One rule for the browser client and the `/api` forwarder.
 */
export function credentialHeader(key: string, header: string): Record<string, string> {
  return { [header]: /^authorization$/i.test(header) ? `Bearer ${key}` : key }
}
