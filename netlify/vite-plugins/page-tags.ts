import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { SAME_SITE_API } from '../../src/api/api-path.ts'
import { PAGE_MANIFEST_FILE, type PageManifest } from '../preview/page-manifest.ts'
import type { Env } from './env.ts'

/** The site's address as Netlify gives it to a build (`URL`), when it is a plain http(s) origin. */
function siteOrigin(value: string | undefined): string | null {
  if (value === undefined) return null
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && url.search === '' ? url.origin : null
  } catch {
    return null
  }
}

/** The pages the function draws that src/app.tsx loads lazily: the chunk each needs at once. */
const DRAWN_PAGES = { detailChunks: 'src/record/pepe-page.tsx', captionChunks: 'src/caption/caption-page.tsx' } as const

/**
 * The files of a lazily loaded page's chunk (`page`, its source) that the first load does not
 * already bring: the chunk and the chunks it imports, less those the entry imports. Empty when the
 * bundle has no such chunk.
 */
export function pageChunkFiles(root: string, bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk | undefined, page: string): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  const withImports = (chunk: Rolldown.OutputChunk | undefined, seen = new Set<string>()): Set<string> => {
    if (chunk === undefined || seen.has(chunk.fileName)) return seen
    seen.add(chunk.fileName)
    for (const name of chunk.imports) withImports(chunks.get(name), seen)
    return seen
  }
  const pageId = path.resolve(root, page)
  const pageChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId !== null && path.resolve(chunk.facadeModuleId) === pageId)
  if (pageChunk === undefined) return []
  const loaded = withImports(entry)
  return [...withImports(pageChunk)].filter((name) => !loaded.has(name))
}

/**
 * The site's link preview in `index.html` (SPEC section 11): its default image, absolute where the
 * site's address is known (Netlify sets `URL` when it builds). And, beside it, what the page
 * function needs to know of the build (netlify/preview/page-manifest.ts): whether it draws this
 * build's pages, whether images come through Netlify Image CDN, and the files of the record's and
 * the caption's pages, which such a page fetches at once (issue 19) but `/` never loads up front.
 */
export function pageTags(env: Env): Plugin {
  let viteEnv: Record<string, unknown> = {}
  let root = ''
  let base = '/'
  return {
    name: 'pepe:page-tags',
    configResolved(config) {
      viteEnv = config.env
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const origin = siteOrigin(env.URL) ?? ''
        const meta = (attrs: Record<string, string>) => ({ tag: 'meta', attrs, injectTo: 'head' as const })
        return [
          meta({ property: 'og:image', content: `${origin}/og-image.png` }),
          meta({ property: 'og:image:width', content: '1200' }),
          meta({ property: 'og:image:height', content: '630' }),
          meta({ property: 'og:image:alt', content: 'A smiling green frog beside the words “Pepe Catalogue”.' }),
          ...(origin === '' ? [] : [meta({ property: 'og:url', content: `${origin}/` })]),
        ]
      },
    },
    generateBundle(_options, bundle) {
      const drawn = viteEnv.VITE_PEPE_API_BASE_URL === SAME_SITE_API
      const entry = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)
      const chunksOf = (page: string) => {
        const files = drawn ? pageChunkFiles(root, bundle, entry, page) : []
        // Moved or renamed, it would be a drawn page's silent wait for its code: the build fails instead.
        if (drawn && files.length === 0) this.error(`${page} is in no chunk of its own: the page function would not fetch it with the app`)
        return files.map((file) => `${base}${file}`)
      }
      const manifest: PageManifest = {
        drawn,
        imageCdn: viteEnv.VITE_PEPE_IMAGE_CDN === 'netlify' ? 'netlify' : null,
        detailChunks: chunksOf(DRAWN_PAGES.detailChunks),
        captionChunks: chunksOf(DRAWN_PAGES.captionChunks),
      }
      this.emitFile({ type: 'asset', fileName: PAGE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` })
    },
  }
}
