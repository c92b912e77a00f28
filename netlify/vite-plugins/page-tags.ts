import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'
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

/** The detail page (src/app.tsx loads it lazily): the chunk a record's page needs at once. */
const DETAIL_PAGE = 'src/record/pepe-page.tsx'

/**
 * The files of the detail page's chunk that the first load does not already bring: the chunk and
 * the chunks it imports, less those the entry imports. Empty when the bundle has no such chunk.
 */
export function detailChunkFiles(root: string, bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk | undefined): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  const withImports = (chunk: Rolldown.OutputChunk | undefined, seen = new Set<string>()): Set<string> => {
    if (chunk === undefined || seen.has(chunk.fileName)) return seen
    seen.add(chunk.fileName)
    for (const name of chunk.imports) withImports(chunks.get(name), seen)
    return seen
  }
  const detailId = path.resolve(root, DETAIL_PAGE)
  const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId !== null && path.resolve(chunk.facadeModuleId) === detailId)
  if (page === undefined) return []
  const loaded = withImports(entry)
  return [...withImports(page)].filter((name) => !loaded.has(name))
}

/**
 * What `index.html` says about the build (SPEC section 11). The site's link preview: its default
 * image, absolute where the site's address is known (Netlify sets `URL` when it builds). And for
 * the link-preview function (netlify/preview): whether this build's pages may be previewed (those
 * that call the `/api` forwarder: a demo build's records live in the browser), whether its
 * images come through Netlify Image CDN, so the function preloads what the page will load, and
 * the detail page's files, which it preloads on a record's page (issue 19) but `/` never loads
 * up front. Last of the page's transforms (`post`): only then is the bundle written.
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
      handler(_html, { bundle, chunk }) {
        const origin = siteOrigin(env.URL) ?? ''
        const meta = (attrs: Record<string, string>) => ({ tag: 'meta', attrs, injectTo: 'head' as const })
        const previews = viteEnv.VITE_PEPE_API_BASE_URL === '/api'
        const detail = previews && bundle !== undefined ? detailChunkFiles(root, bundle, chunk) : []
        return [
          meta({ property: 'og:image', content: `${origin}/og-image.png` }),
          meta({ property: 'og:image:width', content: '1200' }),
          meta({ property: 'og:image:height', content: '630' }),
          meta({ property: 'og:image:alt', content: 'A smiling green frog beside the words “Pepe Catalogue”.' }),
          ...(origin === '' ? [] : [meta({ property: 'og:url', content: `${origin}/` })]),
          ...(previews ? [meta({ name: 'pepe-previews', content: 'on' })] : []),
          ...(viteEnv.VITE_PEPE_IMAGE_CDN === 'netlify' ? [meta({ name: 'pepe-image-cdn', content: 'netlify' })] : []),
          ...detail.map((file) => meta({ name: 'pepe-detail-chunk', content: `${base}${file}` })),
        ]
      },
    },
  }
}
