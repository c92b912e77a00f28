// With extensions: the image function and the page function import this file under Node.
import type { ApiVersion } from '../api/schemas.ts'
import { idSegment, routes } from '../paths.ts'

/**
 * A caption's text and how it rides in an address (SPEC section 13.1), one rule for the caption
 * page (tolerant: it cleans what it reads) and the image function (strict: it refuses what the
 * page would not write).
 */

/** The most a box holds, in code points (an emoji is one, as a visitor counts; as search-term.ts). */
export const CAPTION_MAX_LENGTH = 120

export type Caption = { readonly top: string; readonly bottom: string; readonly caps: boolean }

export const NO_CAPTION: Caption = { top: '', bottom: '', caps: true }

/** The parameters a caption address may hold, in their canonical order. */
export const CAPTION_PARAMS = ['v', 'top', 'bottom', 'caps'] as const

/**
 * What a box keeps of what was typed or read: each control character becomes a space, a lone
 * surrogate (which a URL cannot carry) U+FFFD, and the rest is cut to CAPTION_MAX_LENGTH code
 * points. Not trimmed: the box is written back as one types, and a trailing space is the next word's.
 */
export function cleanCaptionText(raw: string): string {
  const text = raw.replace(/\p{Cc}/gu, ' ').replace(/\p{Cs}/gu, '\uFFFD')
  const points = Array.from(text)
  return points.length <= CAPTION_MAX_LENGTH ? text : points.slice(0, CAPTION_MAX_LENGTH).join('')
}

/** The caption an address holds, for the page: anything unusable is cleaned, cut or ignored. */
export function readCaption(params: URLSearchParams): Caption {
  return {
    top: cleanCaptionText(params.get('top') ?? ''),
    bottom: cleanCaptionText(params.get('bottom') ?? ''),
    caps: params.get('caps') !== '0',
  }
}

/**
 * The one query of a captioned pepe, without `?`: `v`, `top`, `bottom`, then `caps=0` only when
 * capitals are off; an empty box is left out. The page's address, "Copy link", the preview's
 * og:image and the image function's canonical check all use it, so one meme has one address.
 */
export function captionQuery(version: ApiVersion, caption: Caption): string {
  const query = new URLSearchParams({ v: version.slice(1) })
  if (caption.top !== '') query.set('top', caption.top)
  if (caption.bottom !== '') query.set('bottom', caption.bottom)
  if (!caption.caps) query.set('caps', '0')
  return `${query}`
}

/** Whether `params` is exactly captionQuery() of what it holds (same parameters, order and values). */
export function isCanonicalCaption(version: ApiVersion, params: URLSearchParams): boolean {
  return `${params}` === captionQuery(version, readCaption(params))
}

/**
 * Why the image function must refuse these parameters (answered 400), or null when they are a
 * caption the page could have written: only `v` (1 or 2), `top`, `bottom` and `caps` (`0` or
 * `1`), each at most once; text of at most CAPTION_MAX_LENGTH code points with no control character.
 */
export function captionProblem(params: URLSearchParams): string | null {
  const seen = new Set<string>()
  for (const [name, value] of params) {
    if (!(CAPTION_PARAMS as readonly string[]).includes(name)) {
      return `Unknown parameter "${name.slice(0, 40)}": a caption has only ${CAPTION_PARAMS.join(', ')}.`
    }
    if (seen.has(name)) return `The parameter "${name}" is given twice.`
    seen.add(name)
    if (name === 'v' && value !== '1' && value !== '2') return 'v must be 1 or 2.'
    if (name === 'caps' && value !== '0' && value !== '1') return 'caps must be 0 or 1.'
    if (name === 'top' || name === 'bottom') {
      if (/\p{Cc}/u.test(value)) return `The ${name} text holds a control character.`
      if (Array.from(value).length > CAPTION_MAX_LENGTH) {
        return `The ${name} text is over ${CAPTION_MAX_LENGTH} characters.`
      }
    }
  }
  return null
}

/** The version a caption address asks for: `v=1` is v1, anything else v2 (as the record page reads it). */
export const captionVersion = (params: URLSearchParams): ApiVersion => (params.get('v') === '1' ? 'v1' : 'v2')

/** Where the image function draws a caption's PNG, for link previews: the page's route (paths.ts) + `.png`. */
export const CAPTION_IMAGE_ROUTE = `${routes.caption}.png`

const withId = (route: string, id: string) => route.replace(':id', idSegment(id))

/** A caption page's address (`/pepe/:id/caption?…`), its query canonical. */
export const captionPagePath = (version: ApiVersion, id: string, caption: Caption) => `${withId(routes.caption, id)}?${captionQuery(version, caption)}`

/** The address of the PNG the image function draws (`/pepe/:id/caption.png?…`), for link previews. */
export const captionImagePath = (version: ApiVersion, id: string, caption: Caption) =>
  `${withId(CAPTION_IMAGE_ROUTE, id)}?${captionQuery(version, caption)}`

/** The caption page's heading (SPEC section 13.1), and its tab's title and preview's, before the caption. */
export const captionHeading = (id: string) => `Caption Pepe ${id}`
