/**
 * The ways a key can stand in text: as written, escaped inside a JSON or JS string (a `"` or `\`
 * in it; a `/` as `\/`, as some servers write it), and URL-encoded (`%20` or `+` for a space).
 * Longest first, so a form that holds another is replaced whole.
 */
export function keyForms(key: string): string[] {
  const escaped = JSON.stringify(key).slice(1, -1)
  const forms = [key, escaped, escaped.replaceAll('/', '\\/'), encodeURIComponent(key), new URLSearchParams({ k: key }).toString().slice(2)]
  return [...new Set(forms)].sort((a, b) => b.length - a.length)
}

const REDACTED = '[redacted]'

/** Replaces every form of `key` in `text`; with no key, the identity. */
export function redactor(key: string | null): (text: string) => string {
  if (key === null) return (text) => text
  const forms = keyForms(key)
  return (text) => forms.reduce((result, form) => result.replaceAll(form, REDACTED), text)
}

/**
 * The same on raw bytes, whatever their encoding: read as Latin-1 (one character a byte, so
 * nothing else changes), where the key, visible ASCII, has the same bytes as in UTF-8.
 */
export function redactBytes(redact: (text: string) => string, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  return new Uint8Array(Buffer.from(redact(text), 'latin1'))
}
