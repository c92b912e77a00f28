import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ICON_FILES } from '../../src/icons/icons'
import { build, type IndexHtmlTransformContext, type ResolvedConfig, type Rolldown } from 'vite'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { pagePolicy, siteHeaders } from '../site-headers'
import { compileFirstLoadEagerly, FIRST_LOAD_CHUNK } from './compile-hint'
import { iconSprite, toSymbol } from './icon-sprite'
import { keepServerKeyOut } from './keep-server-key-out'
import { detailChunkFiles, pageTags } from './page-tags'
import { shakableRouter, shakeRouter } from './shake-router'
import { siteHeadersFile } from './site-headers-file'
import { staticPagesInDemo } from './static-pages-in-demo'

const KEY = 'server-secret-key'

/** Runs the plugin's hooks on an output folder holding `files`, as `vite build` would. */
async function buildWith(files: Record<string, string>, env: Record<string, string | undefined>) {
  const root = await mkdtemp(path.join(tmpdir(), 'pepe-build-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', name)), { recursive: true })
    await writeFile(path.join(root, 'dist', name), text)
  }
  const plugin = keepServerKeyOut(env)
  const hooks = plugin as unknown as {
    configResolved: (config: Pick<ResolvedConfig, 'root' | 'build'>) => void
    closeBundle: () => Promise<void>
  }
  hooks.configResolved({ root, build: { outDir: 'dist' } as ResolvedConfig['build'] })
  return hooks.closeBundle()
}

const clean = { 'index.html': '<!doctype html>', 'assets/index-1.js': 'fetch("/api/v2/pepe")' }

test('a build with the server key in a file fails, naming the file', async () => {
  const leaked = { ...clean, 'assets/deep/chunk-2.js': `headers:{Authorization:"Bearer ${KEY}"}` }
  await expect(buildWith(leaked, { PEPE_API_KEY: KEY })).rejects.toThrow(/PEPE_API_KEY is in assets\/deep\/chunk-2\.js/)
})

test('a key with a quote is found where a JS string escaped it', async () => {
  const key = 'abc"def\\ghi'
  await expect(buildWith({ 'a.js': `const k = ${JSON.stringify(key)}` }, { PEPE_API_KEY: key })).rejects.toThrow(/a\.js/)
})

test('a clean build passes, and so does any build when no key is set', async () => {
  await expect(buildWith(clean, { PEPE_API_KEY: KEY })).resolves.toBeUndefined()
  await expect(buildWith({ ...clean, 'a.js': KEY }, { PEPE_API_KEY: ' ' })).resolves.toBeUndefined()
  await expect(buildWith({ ...clean, 'a.js': KEY }, {})).resolves.toBeUndefined()
})

test('the key is found URL-encoded too', async () => {
  const key = 'key with/slash'
  await expect(buildWith({ 'a.js': `fetch("/x?k=${encodeURIComponent(key)}")` }, { PEPE_API_KEY: key })).rejects.toThrow(/a\.js/)
})

describe('the site’s _headers file', () => {
  /** The file a build with this API base writes, parsed as Netlify reads it. */
  async function headersFileOf(base: string) {
    const plugin = siteHeadersFile() as unknown as {
      configResolved: (config: { env: Record<string, string> }) => void
      generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void
    }
    plugin.configResolved({ env: { VITE_PEPE_API_BASE_URL: base } })
    const files: { fileName: string; source: string }[] = []
    plugin.generateBundle.call({ emitFile: (file) => files.push(file) })
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-headers-'))
    await writeFile(path.join(dir, '_headers'), files[0]?.source ?? '')
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false })
    expect(errors).toEqual([])
    expect(files.map((file) => file.fileName)).toEqual(['_headers'])
    return headers as Header[]
  }
  const connectSrc = (rules: Header[]) => /connect-src ([^;]*)/.exec(rules.find((rule) => rule.for === '/*')?.values['Content-Security-Policy'] ?? '')?.[1]

  test('every path gets the headers of SPEC section 8, as the functions set them', async () => {
    const [rule] = await headersFileOf('/api')
    expect(rule?.for).toBe('/*')
    expect(rule?.values).toEqual(siteHeaders(pagePolicy()))
  })

  test('a build that calls an API on another origin lets the page connect to it; others, to the site only', async () => {
    expect(connectSrc(await headersFileOf('https://api.example.com/v'))).toBe("'self' https://api.example.com")
    for (const base of ['/api', '']) expect(connectSrc(await headersFileOf(base))).toBe("'self'")
  })
})

describe('the page tags of a build', () => {
  // A bundle as rolldown writes it: the entry, the detail page's chunk, and what each imports.
  const ROOT = '/site'
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rolldown.OutputChunk
  const entry = chunk('assets/index-A1.js', `${ROOT}/index.html`, ['assets/runtime-R1.js'], true)
  const bundle: Rolldown.OutputBundle = Object.fromEntries(
    [
      entry,
      chunk('assets/runtime-R1.js', null),
      chunk('assets/pepe-page-P1.js', `${ROOT}/src/record/pepe-page.tsx`, ['assets/index-A1.js', 'assets/share-S1.js']),
      chunk('assets/share-S1.js', null, ['assets/runtime-R1.js']),
      chunk('assets/home-H1.js', `${ROOT}/src/browse/home-page.tsx`, ['assets/index-A1.js']),
    ].map((file) => [file.fileName, file]),
  )

  type Hooks = {
    configResolved: (config: Pick<ResolvedConfig, 'env' | 'root' | 'base'>) => void
    transformIndexHtml: {
      order: string
      handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => { tag: string; attrs: Record<string, string | boolean>; injectTo: string }[]
    }
  }

  /** The tags `index.html` gets, for the build's VITE_* variables, the server's environment and its bundle. */
  function tagsOf(viteEnv: Record<string, string>, env: Record<string, string | undefined> = {}, ctx: Partial<IndexHtmlTransformContext> = {}) {
    const hooks = pageTags(env) as unknown as Hooks
    hooks.configResolved({ env: viteEnv, root: ROOT, base: '/' })
    return hooks.transformIndexHtml.handler('', ctx).flatMap(({ tag, attrs }) => (tag === 'meta' ? [[attrs.property ?? attrs.name, attrs.content].map(String)] : []))
  }
  const tagsByName = (...args: Parameters<typeof tagsOf>) => Object.fromEntries(tagsOf(...args)) as Record<string, string | undefined>

  test('the preview image is absolute on Netlify, which gives the site address as URL', () => {
    const tags = tagsByName({ VITE_PEPE_API_BASE_URL: '/api' }, { URL: 'https://pepes.example' })
    expect(tags['og:image']).toBe('https://pepes.example/og-image.png')
    expect(tags['og:url']).toBe('https://pepes.example/')
  })

  test.each([undefined, 'not a url', 'javascript:alert(1)', 'https://pepes.example/path'])(
    'with URL %j the image stays on this site, and no og:url is made up',
    (url) => {
      const tags = tagsByName({}, { URL: url })
      expect(tags['og:image']).toBe('/og-image.png')
      expect(tags['og:url']).toBeUndefined()
    },
  )

  test('only a build that calls the /api forwarder may have its pages previewed by the function', () => {
    expect(tagsByName({ VITE_PEPE_API_BASE_URL: '/api' })['pepe-previews']).toBe('on')
    expect(tagsByName({})['pepe-previews']).toBeUndefined()
    expect(tagsByName({ VITE_PEPE_API_BASE_URL: 'https://api.example.com' })['pepe-previews']).toBeUndefined()
  })

  test('a build with the Image CDN says so, for the function to preload the same image', () => {
    expect(tagsByName({ VITE_PEPE_IMAGE_CDN: 'netlify' })['pepe-image-cdn']).toBe('netlify')
    expect(tagsByName({})['pepe-image-cdn']).toBeUndefined()
  })

  test('names the detail page’s files that the first load does not bring, for the function to preload', () => {
    expect(detailChunkFiles(ROOT, bundle, entry)).toEqual(['assets/pepe-page-P1.js', 'assets/share-S1.js'])
    const tags = tagsOf({ VITE_PEPE_API_BASE_URL: '/api' }, {}, { bundle, chunk: entry })
    expect(tags.filter(([name]) => name === 'pepe-detail-chunk')).toEqual([
      ['pepe-detail-chunk', '/assets/pepe-page-P1.js'],
      ['pepe-detail-chunk', '/assets/share-S1.js'],
    ])
  })

  test('only as meta tags, after the bundle is written: index.html itself preloads no code', () => {
    const hooks = pageTags({}) as unknown as Hooks
    hooks.configResolved({ env: { VITE_PEPE_API_BASE_URL: '/api' }, root: ROOT, base: '/' })
    expect(hooks.transformIndexHtml.order).toBe('post')
    const tags = hooks.transformIndexHtml.handler('', { bundle, chunk: entry })
    expect(tags.filter(({ tag }) => tag !== 'meta')).toEqual([])
    expect(JSON.stringify(tags)).not.toContain('modulepreload')
  })

  test('none in dev (no bundle), in a demo build (no previews), or without a detail chunk', () => {
    const named = (tags: (string | undefined)[][]) => tags.filter(([name]) => name === 'pepe-detail-chunk')
    expect(named(tagsOf({ VITE_PEPE_API_BASE_URL: '/api' }))).toEqual([])
    expect(named(tagsOf({}, {}, { bundle, chunk: entry }))).toEqual([])
    expect(detailChunkFiles('/elsewhere', bundle, entry)).toEqual([])
  })
})

describe('the icon sprite', () => {
  test('an SVG file becomes a symbol with its viewBox and drawing attributes, without namespace, size or comments', () => {
    const svg = '<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor">\n  <path d="M1 1h2"/>\n</svg>\n'
    expect(toSymbol('icon-x', svg, 'x.svg')).toBe('<symbol id="icon-x" viewBox="0 0 24 24" stroke="currentColor"><path d="M1 1h2"/></symbol>')
  })

  test('a file that is not one <svg> element fails the build, naming the file', () => {
    expect(() => toSymbol('icon-x', '<p>not a drawing</p>', 'src/icons/x.svg')).toThrow(/src\/icons\/x\.svg/)
  })

  test('every page gets one undrawn sprite holding every icon, first in its body', async () => {
    const plugin = iconSprite() as unknown as {
      configResolved: (config: Pick<ResolvedConfig, 'root'>) => void
      transformIndexHtml: { handler: () => Promise<{ tag: string; attrs: Record<string, string>; children: string; injectTo: string }[]> }
    }
    plugin.configResolved({ root: path.join(import.meta.dirname, '../..') })
    const [sprite, ...rest] = await plugin.transformIndexHtml.handler()
    expect(rest).toEqual([])
    expect(sprite).toMatchObject({ tag: 'svg', attrs: { display: 'none', 'aria-hidden': 'true' }, injectTo: 'body-prepend' })
    const ids = [...(sprite?.children ?? '').matchAll(/<symbol id="([^"]+)" viewBox="[^"]+"/g)].map((match) => match[1])
    expect(ids).toEqual(Object.keys(ICON_FILES).map((name) => `icon-${name}`))
  })
})

describe('staticPagesInDemo', () => {
  /** public/_redirects as the plugin leaves it in a build's output. */
  async function redirectsOf(demo: boolean) {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-build-'))
    const source = await readFile(path.join(import.meta.dirname, '../../public/_redirects'), 'utf8')
    await writeFile(path.join(dir, '_redirects'), source)
    const hooks = staticPagesInDemo(demo) as unknown as { writeBundle: (options: { dir: string }) => Promise<void> }
    await hooks.writeBundle({ dir })
    const rules = (await readFile(path.join(dir, '_redirects'), 'utf8')).split('\n').filter((line) => /^\//.test(line))
    return { source: source.split('\n').filter((line) => /^\//.test(line)), rules }
  }

  test('a demo build sends no page to the page function, and keeps every other rule', async () => {
    const { source, rules } = await redirectsOf(true)
    const toFunction = source.filter((line) => line.includes('/.netlify/functions/pepe-page'))
    expect(toFunction.map((line) => line.split(/\s+/)[0])).toEqual(['/pepe/*', '/'])
    expect(rules).toEqual(source.filter((line) => !toFunction.includes(line)))
    expect(rules).toContainEqual(expect.stringMatching(/^\/api\/\*\s/))
    expect(rules.at(-1)).toMatch(/^\/\*\s+\/index\.html\s+200$/)
  })

  test("a real-API build keeps the page function's rules", async () => {
    const { source, rules } = await redirectsOf(false)
    expect(rules).toEqual(source)
  })
})

describe('shakeRouter', () => {
  test('drops the developer tools’ names and marks the top-level forwardRef calls pure, nothing else', () => {
    const link = ['const Link = React$1.forwardRef(function LinkWithRef(props, ref) {', '\treturn null;', '});']
    // Inside a function, or not a name: left as it is.
    const rest = ['function make() {', '\tlet Inner = React$1.forwardRef((props, ref) => null);', '\tInner.displayName = "fetcher.Form";', '}', 'route.displayName = name;', '']
    const code = [...link, 'Link.displayName = "Link";', ...rest].join('\n')
    const marked = link[0]?.replace('= React$1', '= /* @__PURE__ */ React$1')
    expect(shakableRouter(code)).toBe([marked, ...link.slice(1), ...rest].join('\n'))
  })

  /** The first-load bundle of an app that uses the router as this one does: its BrowserRouter, and its links (AppLink). */
  async function bundleUsingRouter(plugins: ReturnType<typeof shakeRouter>[]) {
    const entry = 'virtual:uses-router'
    const appLink = path.join(import.meta.dirname, '../../src/ui/app-link.tsx')
    const output = await build({
      configFile: false,
      logLevel: 'error',
      plugins: [
        ...plugins,
        {
          name: 'uses-router',
          enforce: 'pre' as const,
          // Vite's library mode asks for the entry as a path under the root.
          resolveId: (id) => (id.endsWith(entry) ? entry : null),
          load: (id) => (id === entry ? `export { BrowserRouter } from 'react-router'\nexport { AppLink } from ${JSON.stringify(appLink)}` : null),
        },
      ],
      root: path.join(import.meta.dirname, '../..'),
      // React Router's production files, as in the app's build (under Vitest, NODE_ENV is "test").
      resolve: { conditions: ['module', 'browser', 'production'] },
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'] },
        rolldownOptions: { external: [/^react($|\/|-dom)/] },
      },
    })
    const [result] = Array.isArray(output) ? output : [output]
    return (result as Rolldown.RolldownOutput).output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('')
  }

  test('a bundle of the router’s parts the app uses leaves out those it does not', { timeout: 30_000 }, async () => {
    const unused = ['function LinkWithRef', 'function NavLinkWithRef', 'function PrefetchPageLinks', 'function HistoryRouter']
    const before = await bundleUsingRouter([])
    expect(unused.filter((part) => before.includes(part))).toEqual(unused)
    const after = await bundleUsingRouter([shakeRouter()])
    expect(unused.filter((part) => after.includes(part))).toEqual([])
    expect(after).toContain('function BrowserRouter')
    expect(after).toContain('function useNavigate')
  })
})

describe('compileFirstLoadEagerly', () => {
  test('the first load’s file, as written, starts with the compile hint; the lazy chunks and the CSS do not', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-hint-'))
    const files = { 'assets/index-1.js': 'const a=1;export{a}', 'assets/lazy-2.js': 'export const b=2', 'assets/index-3.css': 'a{color:red}' }
    await mkdir(path.join(dir, 'assets'))
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
    const chunk = (fileName: string, name: string) => ({ type: 'chunk', fileName, name }) as unknown as Rolldown.OutputChunk
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', FIRST_LOAD_CHUNK),
      'assets/lazy-2.js': chunk('assets/lazy-2.js', 'lazy'),
      'assets/index-3.css': { type: 'asset', fileName: 'assets/index-3.css', name: 'index.css' } as unknown as Rolldown.OutputAsset,
    }
    const plugin = compileFirstLoadEagerly() as unknown as { writeBundle: (options: { dir: string }, bundle: Rolldown.OutputBundle) => Promise<void> }
    await plugin.writeBundle({ dir }, bundle)
    const read = (name: string) => readFile(path.join(dir, name), 'utf8')
    expect(await read('assets/index-1.js')).toBe(`//# allFunctionsCalledOnLoad\n${files['assets/index-1.js']}`)
    expect(await read('assets/lazy-2.js')).toBe(files['assets/lazy-2.js'])
    expect(await read('assets/index-3.css')).toBe(files['assets/index-3.css'])
  })
})
