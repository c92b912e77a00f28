import { describe, expect, test } from 'vitest'
import type { IndexHtmlTransformContext, ResolvedConfig, Rolldown } from 'vite'
import { readPageManifest, type PageManifest } from '../preview/page-manifest'
import { pageChunkFiles, pageTags } from './page-tags'

// A bundle as rolldown writes it: the entry, the record's and the caption's pages' chunks, and what each imports.
const ROOT = '/site'
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rolldown.OutputChunk
const entry = chunk('assets/index-A1.js', `${ROOT}/index.html`, ['assets/runtime-R1.js'], true)
const bundleOf = (files: Rolldown.OutputChunk[]): Rolldown.OutputBundle => Object.fromEntries(files.map((file) => [file.fileName, file]))
const bundle = bundleOf([
  entry,
  chunk('assets/runtime-R1.js', null),
  chunk('assets/pepe-page-P1.js', `${ROOT}/src/record/pepe-page.tsx`, ['assets/index-A1.js', 'assets/share-S1.js']),
  chunk('assets/share-S1.js', null, ['assets/runtime-R1.js']),
  chunk('assets/home-H1.js', `${ROOT}/src/browse/home-page.tsx`, ['assets/index-A1.js']),
  chunk('assets/C1.js', `${ROOT}/src/caption/caption-page.tsx`, ['assets/index-A1.js', 'assets/share-S1.js', 'assets/F1.js']),
  chunk('assets/F1.js', null),
])
const RECORD_PAGE = 'src/record/pepe-page.tsx'

type Tag = { tag: string; attrs: Record<string, string | boolean>; injectTo: string }
type Hooks = {
  configResolved: (config: Pick<ResolvedConfig, 'env' | 'root' | 'base'>) => void
  transformIndexHtml: { order: string; handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => Tag[] }
  generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void; error: (message: string) => never }, options: unknown, bundle: Rolldown.OutputBundle) => void
}

function plugin(viteEnv: Record<string, string>, env: Record<string, string | undefined> = {}) {
  const hooks = pageTags(env) as unknown as Hooks
  hooks.configResolved({ env: viteEnv, root: ROOT, base: '/' })
  return hooks
}

/** The tags `index.html` gets, by name, for the build's VITE_* variables and the server's environment. */
const tagsOf = (viteEnv: Record<string, string>, env: Record<string, string | undefined> = {}) =>
  Object.fromEntries(plugin(viteEnv, env).transformIndexHtml.handler('', {}).map(({ attrs }) => [String(attrs.property ?? attrs.name), String(attrs.content)]))

/** The manifest the build writes beside index.html, as the page function reads it. */
function manifestOf(viteEnv: Record<string, string>, written = bundle): PageManifest | null {
  const files: { fileName: string; source: string }[] = []
  const context = { emitFile: (file: { fileName: string; source: string }) => files.push(file), error: (message: string): never => { throw new Error(message) } }
  plugin(viteEnv).generateBundle.call(context, {}, written)
  expect(files.map((file) => file.fileName)).toEqual(['page-manifest.json'])
  return readPageManifest(JSON.parse(files[0]?.source ?? 'null'))
}

describe('the site’s link preview in index.html', () => {
  test('the preview image is absolute on Netlify, which gives the site address as URL', () => {
    const tags = tagsOf({ VITE_PEPE_API_BASE_URL: '/api' }, { URL: 'https://pepes.example' })
    expect(tags['og:image']).toBe('https://pepes.example/og-image.png')
    expect(tags['og:url']).toBe('https://pepes.example/')
  })

  test.each([undefined, 'not a url', 'javascript:alert(1)', 'https://pepes.example/path'])('with URL %j the image stays on this site, and no og:url is made up', (url) => {
    const tags = tagsOf({}, { URL: url })
    expect(tags['og:image']).toBe('/og-image.png')
    expect(tags['og:url']).toBeUndefined()
  })

  test('nothing else: index.html preloads no code and says nothing to the page function', () => {
    const hooks = plugin({ VITE_PEPE_API_BASE_URL: '/api', VITE_PEPE_IMAGE_CDN: 'netlify' })
    const tags = hooks.transformIndexHtml.handler('', { bundle, chunk: entry })
    expect(tags.map(({ tag, attrs }) => `${tag} ${String(attrs.property)}`)).toEqual(['meta og:image', 'meta og:image:width', 'meta og:image:height', 'meta og:image:alt'])
    expect(JSON.stringify(tags)).not.toMatch(/modulepreload|pepe-/)
  })
})

describe('the manifest the page function reads', () => {
  test('only a build that calls the /api forwarder has its pages drawn by the function', () => {
    expect(manifestOf({ VITE_PEPE_API_BASE_URL: '/api' })?.drawn).toBe(true)
    expect(manifestOf({})?.drawn).toBe(false)
    expect(manifestOf({ VITE_PEPE_API_BASE_URL: 'https://api.example.com' })?.drawn).toBe(false)
  })

  test('a build with the Image CDN says so, for the function to preload the same image', () => {
    expect(manifestOf({ VITE_PEPE_IMAGE_CDN: 'netlify' })?.imageCdn).toBe('netlify')
    expect(manifestOf({})?.imageCdn).toBeNull()
  })

  test('names the record’s and the caption’s pages’ files that the first load does not bring, for the function to fetch with the app', () => {
    expect(pageChunkFiles(ROOT, bundle, entry, RECORD_PAGE)).toEqual(['assets/pepe-page-P1.js', 'assets/share-S1.js'])
    const manifest = manifestOf({ VITE_PEPE_API_BASE_URL: '/api' })
    expect(manifest?.detailChunks).toEqual(['/assets/pepe-page-P1.js', '/assets/share-S1.js'])
    expect(manifest?.captionChunks).toEqual(['/assets/C1.js', '/assets/share-S1.js', '/assets/F1.js'])
  })

  test('none in a demo build; a drawn build whose record or caption page has no chunk of its own fails, naming it', () => {
    expect(manifestOf({})?.detailChunks).toEqual([])
    expect(manifestOf({})?.captionChunks).toEqual([])
    expect(pageChunkFiles('/elsewhere', bundle, entry, RECORD_PAGE)).toEqual([])
    const merged = bundleOf([entry, chunk('assets/runtime-R1.js', null)])
    expect(() => manifestOf({ VITE_PEPE_API_BASE_URL: '/api' }, merged)).toThrow(/src\/record\/pepe-page\.tsx is in no chunk of its own/)
    const noCaption = bundleOf(Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.fileName !== 'assets/C1.js'))
    expect(() => manifestOf({ VITE_PEPE_API_BASE_URL: '/api' }, noCaption)).toThrow(/src\/caption\/caption-page\.tsx is in no chunk of its own/)
  })
})
