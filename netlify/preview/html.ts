import type { Pepe } from '../../src/api/schemas.ts'
import { PAGE_PICK_ID, PAGE_RECORD_ID, type DrawnData } from '../../src/first-screen/data.ts'
import { PAGE_SCRIPTS } from '../../src/first-screen/page-scripts.ts'
import { imageSources } from '../../src/images/sources.ts'
import { APP_NAME, pepeTitle } from '../../src/titles.ts'
import { escapeHtml, jsonForHtml } from './escape.ts'
import { withInlined, type Inlined } from './inline.ts'
import { HEAD_PLACEHOLDER, type PageManifest } from './page-manifest.ts'
import { previewTags, type LinkPreview } from './preview-tags.ts'

/**
 * The app's HTML as a page drawn by the server: its `<head>` tags (a record's link preview, SPEC
 * section 11; the preload of its large image; its data blocks), React's own markup of its first
 * screen in `#root` (src/first-screen/render.tsx), and the script that starts the app once the
 * image shows (start.js). Pure string work on the built `index.html` and what the build says of
 * itself (page-manifest.ts), so it can be tested without a server. No markup of the page is
 * written here: it is React's.
 */

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

export const modulesOf = (html: string) => [...html.matchAll(MODULE_SCRIPT)].flatMap(([, file]) => (file === undefined ? [] : [file]))

/** A drawn page's start script (src/first-screen/start-after-image.ts): the app starts once its image shows. */
export const START_SCRIPT = `/${PAGE_SCRIPTS.start.file}`

/** A page the server drew: a record's, a caption's, or the random view's pick. */
export type DrawnPage = {
  /** The pepe whose large image the page shows first: preloaded. None on a caption page (a canvas). */
  readonly pepe?: Pepe
  /** React's markup of `#root` (src/first-screen/render.tsx). */
  readonly root: string
  /** What it was drawn with, for the app's data blocks (src/first-screen/data.ts). */
  readonly data: DrawnData
  /** A page of its own (a record's, a caption's): its link preview replaces the site-level tags of `/`. */
  readonly preview?: LinkPreview
  /** The lazily loaded files its first screen is drawn from (page-manifest.ts), fetched with the app's code. */
  readonly chunks?: readonly string[]
}

/** A record's link preview (SPEC section 11), at the page's absolute address. */
export const recordPreview = (pepe: Pepe, pageUrl: string): LinkPreview => ({
  title: pepeTitle(pepe),
  description: pepe.description,
  pageUrl,
  ogTitle: pepe.description,
  ogDescription: `Pepe ${pepe.id} of the ${APP_NAME} (API ${pepe.version}).`,
  image: { url: pepe.url, alt: pepe.description },
})

/**
 * What every drawn page carries: in `<head>`, the preload of its large image and its data blocks;
 * and start.js, which fetches the app's code and the page's own chunks together once the
 * image shows, and links the manifest then. Inline (where the policy allows it by its hash,
 * inline.ts) it comes `afterRoot`, where the image it waits for is already parsed, and asks for
 * nothing; else it is a deferred script in `head`.
 */
function drawnPageTags({ pepe, data, chunks = [] }: DrawnPage, appHtml: string, build: PageManifest, inline: readonly Inlined[]) {
  const attr = escapeHtml
  const image = pepe && imageSources(pepe.url, 'large', build.imageCdn)
  const srcset = image?.srcSet === undefined ? '' : ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes ?? '')}"`
  const start = inline.find((file) => file.kind === 'script' && file.path === START_SCRIPT && file.tag === undefined)
  // As index.html has it: already an attribute's text, escaped once.
  const manifest = MANIFEST_LINK.exec(appHtml)?.[1]
  const named = `data-modules="${attr(modulesOf(appHtml).join(' '))}" data-preload="${attr(chunks.join(' '))}"${manifest === undefined ? '' : ` data-manifest="${manifest}"`}`
  const block = (id: string, value: unknown) => (value === undefined ? [] : [`<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`])
  const tags = [
    ...(image ? [`<link rel="preload" as="image" href="${attr(image.src)}"${srcset} fetchpriority="high" />`] : []),
    ...block(PAGE_RECORD_ID, data.record),
    ...block(PAGE_PICK_ID, data.pick),
  ]
  return start === undefined
    ? { tags: [...tags, `<script defer src="${START_SCRIPT}" ${named}></script>`], afterRoot: '' }
    : { tags, afterRoot: `<script ${named}>${start.text}</script>` }
}

/**
 * The app's HTML, of the build `build` describes, as `page`: its tags at the placeholder, the files
 * that `inline` carries in place of their links (inline.ts), and its first screen in the empty
 * `#root` (a root of another shape is left as it is). Null if the HTML has no placeholder, or two.
 */
export function drawnPage(appHtml: string, build: PageManifest, page: DrawnPage, inline: readonly Inlined[] = []): string | null {
  const [before, after, ...more] = appHtml.split(HEAD_PLACEHOLDER)
  if (before === undefined || after === undefined || more.length > 0) return null
  const end = after.search(/<\/head>/i)
  if (end < 0) return null
  const removed = [...(page.preview === undefined ? [] : SITE_LEVEL_TAGS), EARLY_REQUEST_SCRIPT, MODULE_SCRIPT, MANIFEST_LINK]
  const head = (part: string) => withInlined(removed.reduce((html, tag) => html.replace(tag, ''), part), inline)
  const { tags: pageTags, afterRoot } = drawnPageTags(page, appHtml, build, inline)
  const tags = [...(page.preview === undefined ? [] : previewTags(page.preview)), ...pageTags]
  const rest = after.slice(end)
  // A root of another shape is left as it is: the start script then goes at the end of the body
  // (with no drawn image to wait for, it starts the app at once).
  const body = rest.includes(EMPTY_ROOT)
    ? rest.replace(EMPTY_ROOT, () => `<div id="root">${page.root}</div>${afterRoot}`)
    : rest.replace(/(?=<\/body>)|$/i, () => afterRoot)
  return `${head(before)}${tags.join('\n    ')}${head(after.slice(0, end))}${body}`
}
