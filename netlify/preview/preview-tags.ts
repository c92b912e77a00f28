import { APP_NAME } from '../../src/titles.ts'
import { escapeHtml } from './escape.ts'

/** A page's link preview (SPEC sections 11 and 13.1): what its tags say. */
export type LinkPreview = {
  /** The document's title. */
  readonly title: string
  readonly description: string
  /** The page's own address, absolute: canonical and og:url. */
  readonly pageUrl: string
  readonly ogTitle: string
  readonly ogDescription: string
  readonly image: {
    readonly url: string
    readonly alt: string
    /** Said where the page knows it (a caption's PNG): a chat app then need not guess. */
    readonly type?: string
    readonly size?: { readonly width: number; readonly height: number } | null
  }
}

/** The tags of a page's link preview, which replace the site-level ones of `/` (html.ts's SITE_LEVEL_TAGS). */
export function previewTags({ title, description, pageUrl, ogTitle, ogDescription, image }: LinkPreview): string[] {
  const attr = escapeHtml
  const meta = (property: string, content: string | number) => `<meta property="${property}" content="${attr(String(content))}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    `<link rel="canonical" href="${attr(pageUrl)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', APP_NAME),
    meta('og:title', ogTitle),
    meta('og:description', ogDescription),
    meta('og:image', image.url),
    ...(image.type === undefined ? [] : [meta('og:image:type', image.type)]),
    ...(image.size ? [meta('og:image:width', image.size.width), meta('og:image:height', image.size.height)] : []),
    meta('og:image:alt', image.alt),
    meta('og:url', pageUrl),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${attr(image.url)}" />`,
  ]
}
