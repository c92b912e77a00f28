/**
 * What a drawn page's first paint would wait for, put in the page itself: the app's stylesheets and
 * its blocking scripts (theme.js), which `<head>` names. Each is a request of its own before the
 * first paint, a round trip that a phone's network makes long; in the page, the image's request is
 * the only one. So is start.js, which starts the app once the image shows (html.ts): its own
 * request would share the network with the image. The Content-Security-Policy allows each by its
 * hash, and nothing else inline. Pages the site serves as they are keep their links: those files
 * are cached for the next page.
 */

export type Inlined = {
  /** The tag in the app's `<head>` that the file replaces; none for a script the page places itself. */
  readonly tag?: string
  /** The file's path on the site. */
  readonly path: string
  readonly kind: 'style' | 'script'
  readonly text: string
  /** `'sha256-…'`, as the Content-Security-Policy names it. */
  readonly hash: string
}

const BLOCKING = {
  // For every medium (a `media` one would apply to all, inline).
  style: /<link\b(?=[^>]*\srel="stylesheet")(?![^>]*\smedia=)[^>]*\shref="(\/[^/"][^"]*\.css)"[^>]*>/g,
  // Classic scripts the parser waits for: no type (not a module, not data), no async, no defer,
  // not `nomodule` (which inline would run everywhere).
  script: /<script\b(?![^>]*\s(?:type|async|defer|nomodule)\b)[^>]*\ssrc="(\/[^/"][^"]*\.js)"[^>]*>\s*<\/script>/g,
} as const
/** Text that would end the element early, or change how it is read: that file keeps its link. */
const UNSAFE = { style: /<\/style|<!--|\0/i, script: /<\/script|<!--|\0/i } as const
/** What the site must answer each with: not the SPA fallback's HTML. */
const TYPE = { style: /^text\/css\b/i, script: /^(?:text|application)\/(?:x-)?javascript\b/i } as const
const DIRECTIVE = { style: 'style-src', script: 'script-src' } as const
const MAX_BYTES = 64 * 1024

async function sha256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

type Options = { readonly fetch: typeof fetch; readonly headers: Headers; readonly timeoutMs: number }
type Wanted = Pick<Inlined, 'kind' | 'tag' | 'path'>

/** The file at `path` on the site, fetched as `page` was, if it can go inline; else null (its link stays). */
async function inlined({ kind, tag, path }: Wanted, page: URL, { fetch, headers, timeoutMs }: Options): Promise<Inlined | null> {
  try {
    const target = new URL(path, page)
    // The visitor's credentials go with it: the site's own origin only.
    if (target.origin !== page.origin) return null
    const answer = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) })
    if (!answer.ok || new URL(answer.url || target).origin !== page.origin || !TYPE[kind].test(answer.headers.get('Content-Type') ?? '')) return null
    // As the browser's parser reads it, which is what it hashes: line ends normalised.
    const text = (await answer.text()).replace(/\r\n?/g, '\n')
    if (text.length > MAX_BYTES || UNSAFE[kind].test(text)) return null
    return { ...(tag === undefined ? {} : { tag }), path, kind, text, hash: await sha256(text) }
  } catch {
    return null
  }
}

/**
 * The files `<head>` makes the first paint wait for, and the `placed` scripts, which a drawn page
 * puts where it needs them (html.ts), fetched from the site as `page` was. One that cannot be had
 * (or is too big, or unsafe to put inline) is left out: its page keeps its link.
 */
export async function inlineFiles(html: string, page: URL, options: Options, placed: readonly string[] = []): Promise<Inlined[]> {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)))
  const found: Wanted[] = (['style', 'script'] as const).flatMap((kind) => [...head.matchAll(BLOCKING[kind])].map(([tag, path = '']) => ({ kind, tag, path })))
  const files = await Promise.all([...found, ...placed.map((path) => ({ kind: 'script' as const, path }))].map((file) => inlined(file, page, options)))
  return files.filter((file) => file !== null)
}

/** The type of a drawn page's link to a stylesheet it carries: not a styling language, so never fetched. */
export const INERT_STYLESHEET = 'text/x-inlined'

/**
 * `head` with each file in place of its tag. A stylesheet leaves a link behind, of a type no
 * browser reads (`INERT_STYLESHEET`), which is neither fetched nor applied: a lazy chunk that
 * imports the app's entry looks for a link to the entry's stylesheet, and fetches it again where it
 * finds none (Vite's preload helper). Not `disabled`: Chromium 150 fetches a disabled one.
 */
export function withInlined(head: string, files: readonly Inlined[]): string {
  return files.reduce(
    (html, { tag, path, kind, text }) =>
      tag === undefined
        ? html
        : html.replace(tag, () => (kind === 'style' ? `<style>${text}</style><link rel="stylesheet" href="${path}" type="${INERT_STYLESHEET}">` : `<script>${text}</script>`)),
    head,
  )
}

/**
 * The files a page can carry under `csp`, and the policy that allows exactly them by their hashes
 * (added to `style-src` and `script-src`, or to a copy of `default-src` where the policy has
 * neither). A kind the policy forbids (`'none'`) stays linked; under `'unsafe-inline'`, or no
 * policy, nothing is added.
 */
export function inlineUnder(csp: string | undefined, files: readonly Inlined[]): { csp: string | undefined; files: Inlined[] } {
  if (csp === undefined) return { csp, files: [...files] }
  // Several policies in one header: each would have to allow them. Not worth the risk.
  if (csp.includes(',')) return { csp, files: [] }
  const directives = csp.split(';').map((part) => part.trim()).filter(Boolean)
  const named = (name: string) => directives.findIndex((part) => part.split(/\s+/)[0]?.toLowerCase() === name)
  const allowed: Inlined[] = []
  for (const kind of ['style', 'script'] as const) {
    const ofKind = files.filter((file) => file.kind === kind)
    const own = named(DIRECTIVE[kind])
    const at = own >= 0 ? own : named('default-src')
    const sources = (directives[at] ?? '').split(/\s+/).slice(1)
    // Keywords in any case; an empty list is 'none'; an -elem directive would rule over the one
    // changed here, and 'strict-dynamic' ignores what is added: the kind stays linked.
    const keywords = sources.map((source) => (/^'(?:sha\d+|nonce)-/i.test(source) ? source : source.toLowerCase()))
    const forbidden = at >= 0 && (keywords.length === 0 || keywords.includes("'none'"))
    if (ofKind.length === 0 || forbidden || named(`${DIRECTIVE[kind]}-elem`) >= 0 || keywords.includes("'strict-dynamic'")) continue
    allowed.push(...ofKind)
    // 'unsafe-inline' counts only where the policy names no hash or nonce.
    const anyInline = keywords.includes("'unsafe-inline'") && !keywords.some((source) => /^'(?:sha\d+|nonce)-/i.test(source))
    if (at < 0 || anyInline) continue
    const withHashes = [DIRECTIVE[kind], ...sources, ...ofKind.map((file) => file.hash)].join(' ')
    if (own >= 0) directives[own] = withHashes
    else directives.push(withHashes)
  }
  return { csp: directives.join('; '), files: allowed }
}
