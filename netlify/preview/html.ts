import type { Pepe } from '../../src/api/schemas.ts'
import { PAGE_PICK_ID, PAGE_RECORD_ID, type DrawnData } from '../../src/first-screen/data.ts'
import { PAGE_SCRIPTS } from '../../src/first-screen/page-scripts.ts'
import { imageSources, type ImageCdn } from '../../src/images/sources.ts'
import { APP_NAME, pepeTitle } from '../../src/titles.ts'
import { escapeHtml, jsonForHtml } from './escape.ts'
import { withInlined, type Inlined } from './inline.ts'

/**
 * The app's HTML as a page drawn by the server: its `<head>` tags (a record's link preview, SPEC
 * section 11; the preload of its large image; its data blocks), React's own markup of its first
 * screen in `#root` (src/first-screen/render.tsx), and the script that starts the app once the
 * image shows (start.js). Pure string work on the built `index.html`, so it can be tested without
 * a server. No markup of the page is written here: it is React's.
 */

/** Real-API builds say so (vite.config.ts); a demo build's records live in the browser only. */
const PREVIEWS_ON = /<meta\s+name="pepe-previews"\s+content="on"\s*\/?>/
/** A build whose images load through Netlify Image CDN: the preload must ask for the same file. */
const IMAGE_CDN_NETLIFY = /<meta\s+name="pepe-image-cdn"\s+content="netlify"\s*\/?>/
/** The detail page's own files (netlify/vite-plugins/page-tags.ts): `/` leaves them for later, a record's page needs them at once. */
const DETAIL_CHUNK = /<meta\s+name="pepe-detail-chunk"\s+content="(\/[^"]+\.js)"\s*\/?>/g
/** The app's module scripts, which a drawn page starts only once its image shows (start.js). */
const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[^"]+\.js)"[^>]*>\s*<\/script>\s*/g
/**
 * The app's manifest link. Chromium reads a page's manifest, and fetches an icon it names, while
 * the page loads (to offer an install): on a drawn page, start.js links it once the image shows,
 * so that its requests do not share the network with the image's.
 */
const MANIFEST_LINK = /<link\b(?=[^>]*\srel="manifest")[^>]*\shref="([^"]+)"[^>]*>\s*/
/** The early first request: nothing to ask on a page drawn with its answers. */
const EARLY_REQUEST_SCRIPT = new RegExp(`<script\\b[^>]*\\bsrc="/${PAGE_SCRIPTS.early.file.replace('.', '\\.')}"[^>]*>\\s*</script>\\s*`, 'g')
/** The app's empty root, as index.html has it, where the first screen goes. */
const EMPTY_ROOT = '<div id="root"></div>'
/** The site-level tags of `/` that a record's own replace (its title, description, og:, twitter:). */
export const SITE_LEVEL_TAGS = [
  /<title>[^<]*<\/title>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*"(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*"canonical"[^>]*>\s*/gi,
]

export const previewsOn = (html: string) => PREVIEWS_ON.test(html)
export const imageCdnOf = (html: string): ImageCdn => (IMAGE_CDN_NETLIFY.test(html) ? 'netlify' : null)
export const detailChunksOf = (html: string) => [...html.matchAll(DETAIL_CHUNK)].flatMap(([, file]) => (file === undefined ? [] : [file]))
export const modulesOf = (html: string) => [...html.matchAll(MODULE_SCRIPT)].flatMap(([, file]) => (file === undefined ? [] : [file]))

/** A drawn page's start script (src/first-screen/start-after-image.ts): the app starts once its image shows. */
export const START_SCRIPT = `/${PAGE_SCRIPTS.start.file}`

/** A page the server drew: a record's, or the random view's pick. */
export type DrawnPage = {
  /** The pepe whose large image the page shows first: preloaded. */
  readonly pepe: Pepe
  /** React's markup of `#root` (src/first-screen/render.tsx). */
  readonly root: string
  /** What it was drawn with, for the app's data blocks (src/first-screen/data.ts). */
  readonly data: DrawnData
  /** A record's page, absolute: its link preview replaces the site-level tags of `/`. */
  readonly pageUrl?: string
}

/** A record's own tags, which replace the site-level ones of `/`: its link preview. */
function recordTags(pepe: Pepe, pageUrl: string): string[] {
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

/**
 * What every drawn page carries: in `<head>`, the preload of its large image and its data blocks;
 * and start.js, which fetches the app's code and a record page's detail chunk together once the
 * image shows, and links the manifest then. Inline (where the policy allows it by its hash,
 * inline.ts) it comes `afterRoot`, where the image it waits for is already parsed, and asks for
 * nothing; else it is a deferred script in `head`.
 */
function drawnPageTags({ pepe, data, pageUrl }: DrawnPage, appHtml: string, inline: readonly Inlined[]) {
  const attr = escapeHtml
  const image = imageSources(pepe.url, 'large', imageCdnOf(appHtml))
  const srcset = image.srcSet === undefined ? '' : ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes ?? '')}"`
  const detail = pageUrl === undefined ? [] : detailChunksOf(appHtml)
  const start = inline.find((file) => file.kind === 'script' && file.path === START_SCRIPT && file.tag === undefined)
  // As index.html has it: already an attribute's text, escaped once.
  const manifest = MANIFEST_LINK.exec(appHtml)?.[1]
  const named = `data-modules="${attr(modulesOf(appHtml).join(' '))}" data-preload="${attr(detail.join(' '))}"${manifest === undefined ? '' : ` data-manifest="${manifest}"`}`
  const block = (id: string, value: unknown) => (value === undefined ? [] : [`<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`])
  const tags = [
    `<link rel="preload" as="image" href="${attr(image.src)}"${srcset} fetchpriority="high" />`,
    ...block(PAGE_RECORD_ID, data.record),
    ...block(PAGE_PICK_ID, data.pick),
  ]
  return start === undefined
    ? { tags: [...tags, `<script defer src="${START_SCRIPT}" ${named}></script>`], afterRoot: '' }
    : { tags, afterRoot: `<script ${named}>${start.text}</script>` }
}

/**
 * The app's HTML as `page`: its tags where the `<title>` was (or at the end of `<head>`), the
 * files that `inline` carries in place of their links (inline.ts), and its first screen in the
 * empty `#root` (a root of another shape is left as it is). Null if the HTML has no `<head>`.
 */
export function drawnPage(appHtml: string, page: DrawnPage, inline: readonly Inlined[] = []): string | null {
  const end = appHtml.search(/<\/head>/i)
  if (end < 0) return null
  const title = appHtml.search(/<title>/i)
  const at = title >= 0 && title < end ? title : end
  const removed = [...(page.pageUrl === undefined ? [] : SITE_LEVEL_TAGS), EARLY_REQUEST_SCRIPT, MODULE_SCRIPT, MANIFEST_LINK]
  const head = (part: string) => withInlined(removed.reduce((html, tag) => html.replace(tag, ''), part), inline)
  const { tags: pageTags, afterRoot } = drawnPageTags(page, appHtml, inline)
  const tags = [...(page.pageUrl === undefined ? [] : recordTags(page.pepe, page.pageUrl)), ...pageTags]
  const rest = appHtml.slice(end)
  // A root of another shape is left as it is: the start script then goes at the end of the body
  // (with no drawn image to wait for, it starts the app at once).
  const body = rest.includes(EMPTY_ROOT)
    ? rest.replace(EMPTY_ROOT, () => `<div id="root">${page.root}</div>${afterRoot}`)
    : rest.replace(/(?=<\/body>)|$/i, () => afterRoot)
  return `${head(appHtml.slice(0, at))}${tags.join('\n    ')}\n    ${head(appHtml.slice(at, end))}${body}`
}
