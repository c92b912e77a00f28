import type { ApiVersion, Pepe } from '../../src/api/schemas.ts'
import { imageSources, type ImageCdn } from '../../src/images/sources.ts'
import { APP_NAME, pepeTitle } from '../../src/titles.ts'
import type { BrowseParams } from '../../src/url-state/browse-params.ts'
import { PAGE_PICK_ID, PAGE_RECORD_ID } from '../../src/api/page-record-id.ts'
import { escapeHtml, jsonForHtml } from './escape.ts'
import { firstScreen, type Screen } from './first-screen.ts'
import { withInlined, type Inlined } from './inline.ts'

/**
 * The app's HTML with a page's first screen in `#root` (first-screen.ts): a record's, with its
 * link preview in `<head>` (SPEC section 11), or the random view's pick. Pure string work on the
 * built `index.html`, so it can be tested without a server.
 */

/** Real-API builds say so (vite.config.ts); a demo build's records live in the browser only. */
const PREVIEWS_ON = /<meta\s+name="pepe-previews"\s+content="on"\s*\/?>/
/** A build whose images load through Netlify Image CDN: the preload must ask for the same file. */
const IMAGE_CDN_NETLIFY = /<meta\s+name="pepe-image-cdn"\s+content="netlify"\s*\/?>/
/** The detail page's own files (netlify/vite-plugins.ts): `/` leaves them for later, a record's page needs them at once. */
const DETAIL_CHUNK = /<meta\s+name="pepe-detail-chunk"\s+content="(\/[^"]+\.js)"\s*\/?>/g
/** The app's module scripts, which a drawn page starts only once its image shows (public/record-start.js). */
const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[^"]+\.js)"[^>]*>\s*<\/script>\s*/g
/** The early first request (public/early-request.js): nothing to ask on a page that carries its answer. */
const EARLY_REQUEST_SCRIPT = /<script\b[^>]*\bsrc="\/early-request\.js"[^>]*>\s*<\/script>\s*/g
/**
 * The app's manifest link. Chromium reads a page's manifest, and fetches an icon it names, while
 * the page loads (to offer an install): on a drawn page, record-start.js links it once the image
 * shows, so that its requests do not share the network with the image's.
 */
const MANIFEST_LINK = /<link\b(?=[^>]*\srel="manifest")[^>]*\shref="([^"]+)"[^>]*>\s*/
/** The app's empty root, as index.html has it, where the first screen goes. */
const EMPTY_ROOT = '<div id="root"></div>'
/** The site-level tags of `/` that a record's own replace (its title, description, og:, twitter:). */
const SITE_LEVEL_TAGS = [
  /<title>[^<]*<\/title>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*"(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*"canonical"[^>]*>\s*/gi,
]

export const previewsOn = (html: string) => PREVIEWS_ON.test(html)
export const imageCdnOf = (html: string): ImageCdn => (IMAGE_CDN_NETLIFY.test(html) ? 'netlify' : null)
export const modulesOf = (html: string) => [...html.matchAll(MODULE_SCRIPT)].flatMap(([, file]) => (file === undefined ? [] : [file]))
export const detailChunksOf = (html: string) => [...html.matchAll(DETAIL_CHUNK)].flatMap(([, file]) => (file === undefined ? [] : [file]))

export type Preview = {
  readonly pepe: Pepe
  /** The canonical page, absolute. */
  readonly pageUrl: string
  /** The data block the app seeds its cache from: the id as in the path, the answer it validated. */
  readonly data: { readonly version: ApiVersion; readonly id: string; readonly record: unknown }
  /** The page's URL as the app reads it, for the header's controls (src/url-state/browse-params.ts). */
  readonly browse: BrowseParams
}

/** The random view's pick, drawn by the server (a v2 answer to the page's own question). */
export type RandomPage = {
  readonly pepe: Pepe
  /** The data block the home page seeds its cache from (src/api/page-pick.ts): the answer, checked and rebuilt. */
  readonly answer: unknown
  readonly browse: BrowseParams
}

/** A record's own tags, which replace the site-level ones of `/`: its link preview. */
function recordTags({ pepe, pageUrl }: Preview): string[] {
  const attr = escapeHtml
  return [
    `<title>${escapeHtml(pepeTitle(pepe))}</title>`,
    `<meta name="description" content="${attr(pepe.description)}" />`,
    `<link rel="canonical" href="${attr(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(APP_NAME)}" />`,
    `<meta property="og:title" content="${attr(pepe.description)}" />`,
    `<meta property="og:description" content="${attr(`Pepe ${pepe.id} of the ${APP_NAME} (API ${pepe.version}).`)}" />`,
    `<meta property="og:image" content="${attr(pepe.url)}" />`,
    `<meta property="og:image:alt" content="${attr(pepe.description)}" />`,
    `<meta property="og:url" content="${attr(pageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
}

/** public/record-start.js: a drawn page's app starts once its image shows. */
export const START_SCRIPT = '/record-start.js'

/**
 * What every page drawn by the server carries: in `head`, the preload of its large image and its
 * data block; and record-start.js, which fetches the app's code and the files named by `preload`
 * (paths) together once the image shows, and links the manifest then. Inline (where the policy
 * allows it by its hash, inline.ts) it comes `afterRoot`, where the image it waits for is already
 * parsed, and asks for nothing; else it is a deferred script in `head`.
 */
function drawnPageTags(pepe: Pepe, blockId: string, data: unknown, preload: readonly string[], appHtml: string, inline: readonly Inlined[]) {
  const attr = escapeHtml
  const image = imageSources(pepe.url, 'large', imageCdnOf(appHtml))
  const srcset = image.srcSet === undefined ? '' : ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes ?? '')}"`
  const start = inline.find((file) => file.kind === 'script' && file.path === START_SCRIPT && file.tag === undefined)
  // As index.html has it: already an attribute's text, escaped once.
  const manifest = MANIFEST_LINK.exec(appHtml)?.[1]
  const named = `data-modules="${attr(modulesOf(appHtml).join(' '))}" data-preload="${attr(preload.join(' '))}"${manifest === undefined ? '' : ` data-manifest="${manifest}"`}`
  const tags = [
    `<link rel="preload" as="image" href="${attr(image.src)}"${srcset} fetchpriority="high" />`,
    `<script type="application/json" id="${blockId}">${jsonForHtml(data)}</script>`,
  ]
  return start === undefined
    ? { tags: [...tags, `<script defer src="${START_SCRIPT}" ${named}></script>`], afterRoot: '' }
    : { tags, afterRoot: `<script ${named}>${start.text}</script>` }
}

type Drawing = {
  readonly tags: readonly string[]
  readonly afterRoot: string
  readonly removed: readonly RegExp[]
  readonly screen: Screen
  readonly browse: BrowseParams
}

/**
 * The app's HTML with `tags` where its `<title>` was (or at the end of `<head>`), the tags
 * `removed` taken out, the `inline` files in place of their tags (inline.ts), `screen` in the
 * empty `#root` and `afterRoot` after it. Null if the HTML has no `<head>`.
 */
function drawn(appHtml: string, { tags, afterRoot, removed, screen, browse }: Drawing, inline: readonly Inlined[]): string | null {
  const end = appHtml.search(/<\/head>/i)
  if (end < 0) return null
  const title = appHtml.search(/<title>/i)
  const at = title >= 0 && title < end ? title : end
  const without = [...removed, MODULE_SCRIPT, EARLY_REQUEST_SCRIPT, MANIFEST_LINK]
  const before = withInlined(without.reduce((html, tag) => html.replace(tag, ''), appHtml.slice(0, at)), inline)
  const after = withInlined(without.reduce((html, tag) => html.replace(tag, ''), appHtml.slice(at, end)), inline)
  const rest = appHtml.slice(end)
  // A root of another shape is left as it is: the start script then goes at the end of the body
  // (with no drawn image to wait for, it starts the app at once).
  const body = rest.includes(EMPTY_ROOT)
    ? rest.replace(EMPTY_ROOT, () => `<div id="root">${firstScreen(screen, browse, imageCdnOf(appHtml))}</div>${afterRoot}`)
    : rest.replace(/(?=<\/body>)|$/i, () => afterRoot)
  return `${before}${tags.join('\n    ')}\n    ${after}${body}`
}

/**
 * A record's page: the app's HTML with the record's link preview in place of the site-level tags,
 * and its first screen in the empty `#root`. Null if the HTML has no `<head>` to put them in.
 */
export function withPreview(appHtml: string, preview: Preview, inline: readonly Inlined[] = []): string | null {
  const { tags, afterRoot } = drawnPageTags(preview.pepe, PAGE_RECORD_ID, preview.data, detailChunksOf(appHtml), appHtml, inline)
  const screen = { page: 'record', pepe: preview.pepe } as const
  return drawn(appHtml, { tags: [...recordTags(preview), ...tags], afterRoot, removed: SITE_LEVEL_TAGS, screen, browse: preview.browse }, inline)
}

/**
 * The random view with its pick drawn: the site-level tags stay (a random pick is no page of its
 * own to preview), and the home page's code is in the app's own modules. Null without a `<head>`.
 */
export function withRandomPick(appHtml: string, { pepe, answer, browse }: RandomPage, inline: readonly Inlined[] = []): string | null {
  const { tags, afterRoot } = drawnPageTags(pepe, PAGE_PICK_ID, answer, [], appHtml, inline)
  return drawn(appHtml, { tags, afterRoot, removed: [], screen: { page: 'random', pepe }, browse }, inline)
}
