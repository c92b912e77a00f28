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

/** HTML's names for the ASCII punctuation a key may hold (visible ASCII only, settings.ts). */
const NAMED: Record<string, string> = {
  excl: '!', quot: '"', num: '#', dollar: '$', percnt: '%', amp: '&', apos: "'", lpar: '(', rpar: ')',
  ast: '*', plus: '+', comma: ',', period: '.', sol: '/', colon: ':', semi: ';', lt: '<', equals: '=',
  gt: '>', quest: '?', commat: '@', lsqb: '[', bsol: '\\', rsqb: ']', hat: '^', lowbar: '_', grave: '`',
  lcub: '{', verbar: '|', rcub: '}', tilde: '~',
}

const char = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '')

/**
 * The decodings a reader could undo, each on its own: applied together, one would eat what
 * another reveals (a `\` of the key itself, read back from `&#92;` or `%5C`, taken as an escape).
 */
const DECODINGS: readonly ((text: string) => string)[] = [
  (text) => text.replace(/%([0-9a-f]{2})/gi, (_, code: string) => char(parseInt(code, 16))),
  (text) =>
    text.replace(/&#x([0-9a-f]{1,6});?|&#(\d{1,7});?|&([a-z]+);/gi, (whole, hex?: string, dec?: string, name?: string) =>
      hex !== undefined ? char(parseInt(hex, 16)) : dec !== undefined ? char(Number(dec)) : (NAMED[name?.toLowerCase() ?? ''] ?? whole),
    ),
  (text) =>
    text.replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\\([^ux])/gi, (_, braced?: string, u?: string, x?: string, other?: string) =>
      other ?? char(parseInt(braced ?? u ?? x ?? '', 16)),
    ),
]

/**
 * The key's base64 at each of the three byte alignments it can have inside a longer text, in the
 * standard and the URL-safe alphabet: only the characters made of the key's bits alone (those at
 * the edges mix in the neighbouring bytes). None for a key too short to tell apart from chance.
 */
function base64Forms(key: string): string[] {
  const forms = [0, 1, 2].map((skip) => {
    const encoded = Buffer.concat([Buffer.alloc(skip), Buffer.from(key, 'latin1')]).toString('base64').replace(/=+$/, '')
    const rest = (skip + key.length) % 3
    return encoded.slice([0, 2, 3][skip], rest === 0 ? undefined : -1)
  })
  const all = forms.flatMap((form) => [form, form.replaceAll('+', '-').replaceAll('/', '_')])
  return all.every((form) => form.length >= 8) ? [...new Set(all)] : []
}

/**
 * Whether `text` holds `key` in any form a reader could undo: as written, form-encoded, in hex or
 * base64, under up to three layers of %XX, HTML entities and `\u`/`\x` escapes, in any order. Used
 * on decoded strings (a JSON body's, after JSON.parse), so their escapes are already undone.
 */
export function keyHolder(key: string | null): (text: string) => boolean {
  if (key === null) return () => false
  const hex = Buffer.from(key, 'latin1').toString('hex')
  const forms = [key, key.replaceAll(' ', '+'), hex, hex.toUpperCase(), ...base64Forms(key)]
  const holds = (layer: string) => forms.some((form) => layer.includes(form))
  return (text) => {
    // Every order of up to three decodings, each text decoded once.
    const seen = new Set([text])
    let layer = [text]
    for (let round = 0; layer.length > 0; round += 1) {
      if (layer.some(holds)) return true
      if (round === 3) return false
      layer = layer.flatMap((each) => DECODINGS.map((decode) => decode(each))).filter((next) => !seen.has(next) && seen.add(next))
    }
    return false
  }
}
