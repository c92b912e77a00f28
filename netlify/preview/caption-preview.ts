import { endpoint } from '../../src/api/endpoints.ts'
import { SAME_SITE_API } from '../../src/api/api-path.ts'
import type { Pepe } from '../../src/api/schemas.ts'
import { captionHeading, captionImagePath, captionPagePath, captionVersion, readCaption, type Caption } from '../../src/caption/caption-text.ts'
import { captionSize, type CaptionImage } from '../../src/caption/draw-caption.ts'
import { captionWords } from '../../src/caption/layout-caption.ts'
import { titleOf } from '../../src/titles.ts'
import { isTrustedSource } from '../caption/source.ts'
import { sourceSize } from '../caption/source-size.ts'
import { APP_PAGE_CACHE, NO_STORE } from '../forwarder/caching.ts'
import { readOperation } from '../forwarder/routes.ts'
import type { ForwarderSettings } from '../forwarder/settings.ts'
import { pageOrigin, type AppHtml, type Site } from './app-html.ts'
import { recordOf } from './asked-record.ts'
import { SITE_LEVEL_TAGS, type DrawnPage } from './html.ts'
import { HEAD_PLACEHOLDER, type PageManifest } from './page-manifest.ts'
import { previewTags, type LinkPreview } from './preview-tags.ts'

/**
 * A cold `/pepe/:id/caption?…` (SPEC section 13.1): the page drawn by React as a record's is
 * (page.ts), its site-level tags replaced by the caption's link preview, whose picture is the image
 * function's PNG of this very caption (netlify/caption). The app then draws the caption's picture.
 * An unknown record answers 404, as its page does; a record that cannot be asked for or read, the
 * plain app.
 */

/** The head of an image: enough for its size (a JPEG's frame header may follow 64 kB of metadata). */
const IMAGE_HEAD_BYTES = 64 * 1024
/** As the record's own time limit (page.ts): a preview never waits long for a size it may leave out. */
const IMAGE_TIMEOUT_MS = 1500

/** One caption page per caption and record, as a record's page is kept (caching.ts). */
const CAPTION_PAGE_CACHE = {
  ...APP_PAGE_CACHE,
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000',
  'Netlify-Vary': 'query=v|top|bottom|caps',
}

type CaptionPreviewOptions = {
  readonly app: AppHtml
  /** What the build says of itself: a build whose pages are drawn. */
  readonly build: PageManifest
  /** The page with its first screen drawn by React at a location (page.ts); null if it cannot be. */
  readonly draw: (location: string, page: Omit<DrawnPage, 'root'>) => Promise<string | null>
  /** A drawn page's headers: its policy allows what it carries inline. */
  readonly drawnHeaders: Record<string, string>
  readonly forward: (request: Request) => Promise<Response>
  readonly fetch: typeof fetch
  readonly settings: ForwarderSettings
  readonly site: Site
}

/** The first bytes of a trusted image, for its size; null when it cannot say. */
async function imageSize(url: string, { fetch, settings }: CaptionPreviewOptions, signal: AbortSignal): Promise<CaptionImage | null> {
  const image = new URL(url)
  if (!settings.ok || !isTrustedSource(image, settings.upstream)) return null
  try {
    const answer = await fetch(image, { headers: { Range: `bytes=0-${IMAGE_HEAD_BYTES - 1}` }, redirect: 'manual', signal })
    const reader = answer.ok ? answer.body?.getReader() : undefined
    const chunks: Uint8Array[] = []
    let total = 0
    for (let read = await reader?.read(); read && !read.done && total < IMAGE_HEAD_BYTES; read = await reader?.read()) {
      chunks.push(read.value)
      total += read.value.byteLength
    }
    await (reader?.cancel() ?? answer.body?.cancel())
    const size = sourceSize(Buffer.concat(chunks))
    return size === null ? null : captionSize(size.width, size.height)
  } catch {
    return null
  }
}

/** The caption as drawn, for a title: each box's words in capitals unless switched off. */
const shownText = (caption: Caption) =>
  [caption.top, caption.bottom].map((text) => captionWords(text, caption.caps).join(' ')).filter((text) => text !== '')

function captionLinkPreview(pepe: Pepe, caption: Caption, origin: string, size: CaptionImage | null): LinkPreview {
  const shown = shownText(caption)
  return {
    title: titleOf(captionHeading(pepe.id)),
    description: pepe.description,
    pageUrl: new URL(captionPagePath(pepe.version, pepe.id, caption), origin).href,
    ogTitle: shown.length === 0 ? captionHeading(pepe.id) : shown.join(' / '),
    ogDescription: `Pepe ${pepe.id}, captioned: ${pepe.description}`,
    image: {
      url: new URL(captionImagePath(pepe.version, pepe.id, caption), origin).href,
      alt: `${pepe.description}, captioned “${shown.join(' / ')}”`,
      type: 'image/png',
      size,
    },
  }
}

/** The caption page's answer for the record `encodedId` (as in its path). */
export async function captionPreview(request: Request, encodedId: string, options: CaptionPreviewOptions): Promise<Response> {
  const { app, build, forward, site } = options
  const url = new URL(request.url)
  const page = (status: number, html: string, cache: Record<string, string>, headers = app.headers) =>
    new Response(request.method === 'HEAD' ? null : html, {
      status,
      // A HEAD's empty answer is never kept: the CDN would serve it to the GETs that follow.
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers, ...(request.method === 'HEAD' ? NO_STORE : cache) },
    })
  const version = captionVersion(url.searchParams)
  const operation = readOperation({ version, encodedId }, new URLSearchParams())
  // A v2 id that is no whole number is no record; a v1 id the forwarder refuses, the app asks itself.
  if ('error' in operation || operation.id === undefined) return page(version === 'v2' ? 404 : 200, app.html, NO_STORE)
  const api = { apiBaseUrl: new URL(SAME_SITE_API, url.origin).href, apiKey: null, apiKeyHeader: '' }
  const asked = await forward(new Request(endpoint(api, version, operation.id), { signal: request.signal }))
  if (asked.status === 404) return page(404, app.html, NO_STORE)
  // Kept by the CDN only where the forwarder lets it keep the record.
  const cache = asked.status === 200 && asked.headers.has('Netlify-CDN-Cache-Control') ? CAPTION_PAGE_CACHE : NO_STORE
  const found = await recordOf(version, operation.id, asked)
  if (found === null) return page(200, app.html, NO_STORE)
  const caption = readCaption(url.searchParams)
  const size = await imageSize(found.pepe.url, options, AbortSignal.any([request.signal, AbortSignal.timeout(IMAGE_TIMEOUT_MS)]))
  const preview = captionLinkPreview(found.pepe, caption, pageOrigin(request.url, site), size)
  // Its first screen drawn (its heading, fields and actions: the picture is the app's to draw), at
  // the caption's canonical address, the one the CDN keeps it under.
  const id = decodeURIComponent(encodedId)
  const drawn = await options.draw(captionPagePath(version, id, caption), {
    preview,
    chunks: build.captionChunks,
    data: { record: { version, id, record: found.record } },
  })
  if (drawn !== null) return page(200, drawn, cache, options.drawnHeaders)
  // Not drawn (an error in the server's entry): the app's page as it is, with the caption's preview.
  const [before, after, ...more] = app.html.split(HEAD_PLACEHOLDER)
  if (before === undefined || after === undefined || more.length > 0) return page(200, app.html, NO_STORE)
  const siteLevelOut = (part: string) => SITE_LEVEL_TAGS.reduce((html, tag) => html.replace(tag, ''), part)
  return page(200, `${siteLevelOut(before)}${previewTags(preview).join('\n    ')}${siteLevelOut(after)}`, cache)
}
