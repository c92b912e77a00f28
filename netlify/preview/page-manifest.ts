import * as v from 'valibot'

/**
 * What a build tells the page function about itself: written beside index.html by the build
 * (netlify/vite-plugins/page-tags.ts), read with the page from the same deploy (app-html.ts), so
 * the two always describe one build. Writer and reader share this type: a field renamed on one
 * side is a type error on the other.
 */

/** Its name in the build's output. */
export const PAGE_MANIFEST_FILE = 'page-manifest.json'

/**
 * Where a drawn page's own tags go (index.html has it once, before its title), as Vite's SSR guide
 * marks the page's parts. A page without it is not drawn.
 */
export const HEAD_PLACEHOLDER = '<!--app-head-->'

/** A script of the site's own: a path on it, not another host's, nothing that could end an attribute. */
const SiteScript = v.pipe(v.string(), v.regex(/^\/[^/"&<>\s][^"&<>\s]*\.js$/))

const PageManifestSchema = v.object({
  /** Whether the function draws its pages: a build that calls its own site's `/api` (a demo build's records live in the browser). */
  drawn: v.boolean(),
  /** Its images come through Netlify Image CDN: a drawn page preloads the file the page will ask for. */
  imageCdn: v.nullable(v.literal('netlify')),
  /** The detail page's files that the first load does not bring: a record's page fetches them with the app's code. */
  detailChunks: v.array(SiteScript),
  /** The same for the caption page (SPEC section 13.1). */
  captionChunks: v.array(SiteScript),
})

export type PageManifest = v.InferOutput<typeof PageManifestSchema>

/** A manifest as the build wrote it, or null for anything else (another site's, an older build's). */
export function readPageManifest(json: unknown): PageManifest | null {
  const read = v.safeParse(PageManifestSchema, json)
  return read.success ? read.output : null
}
