import { readdir, readFile, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { toNodeHandler } from 'srvx/node'
import { minifySync, type Connect, type Plugin, type Rolldown } from 'vite'
import { connectSrcProblem } from './csp-check.ts'
import { createForwarder } from './forwarder.ts'
import { keyForms } from './forwarder/redact.ts'
import { readForwarderSettings } from './forwarder/settings.ts'
import { readConfig, type ConfigResult } from '../src/config.ts'
import { ICON_FILES, iconId, type IconName } from '../src/icons/icons.ts'

type Env = Record<string, string | undefined>

/**
 * `vite --mode real` (and `vite preview --mode real`): the server answers `/api/*` with the same
 * forwarder as the Netlify Function, so dev and production talk to the catalogue alike (and the
 * key stays in Node).
 */
export function apiForwarder(env: Env): Plugin {
  const use = ({ middlewares }: { middlewares: Connect.Server }) => {
    // srvx types its handler for HTTP/1 or HTTP/2; Vite's servers speak HTTP/1.
    const forward = toNodeHandler(createForwarder(readForwarderSettings(env))) as (
      request: IncomingMessage,
      response: ServerResponse,
    ) => Promise<void>
    middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/api/')) void forward(request, response)
      else next()
    })
  }
  return { name: 'pepe:api-forwarder', apply: 'serve', configureServer: use, configurePreviewServer: use }
}

/** Fails the build when the server's key (`PEPE_API_KEY`) is in any file it wrote. */
export function keepServerKeyOut(env: Env): Plugin {
  let outDir = ''
  return {
    name: 'pepe:keep-server-key-out',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const key = env.PEPE_API_KEY?.trim()
      if (!key) return
      // As written, escaped inside a JS string, or URL-encoded: the forms the forwarder redacts.
      const forms = keyForms(key)
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((candidate) => candidate.isFile())) {
        const file = path.join(entry.parentPath, entry.name)
        const text = await readFile(file, 'latin1')
        if (forms.some((form) => text.includes(form))) {
          throw new Error(
            `The value of PEPE_API_KEY is in ${path.relative(outDir, file)}: every visitor would download the server's key. ` +
              'It belongs only in the site settings for the /api forwarder; never copy it into a VITE_ variable.',
          )
        }
      }
    },
  }
}

/**
 * A build whose API is on another origin (an absolute `VITE_PEPE_API_BASE_URL`) needs that
 * origin in netlify.toml's `connect-src` (see csp-check.ts). Building on Netlify (`NETLIFY=true`)
 * without it fails; elsewhere it is a warning, since the file's headers apply only on Netlify.
 */
export function requireApiOriginInCsp(env: Env): Plugin {
  return {
    name: 'pepe:api-origin-in-csp',
    apply: 'build',
    async configResolved(config) {
      const base: unknown = config.env.VITE_PEPE_API_BASE_URL
      const toml = path.resolve(config.root, 'netlify.toml')
      const problem = await connectSrcProblem(typeof base === 'string' ? base : undefined, toml)
      if (problem === null) return
      if (env.NETLIFY === 'true') throw new Error(problem)
      config.logger.warn(`Warning: ${problem}`)
    },
  }
}

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
const DETAIL_PAGE = 'src/pages/pepe-page.tsx'

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
 * Whether a build's page has public/early-request.js (below): the app then leaves the first
 * request to its preload (src/first-request.ts), as vite.config.ts tells it.
 */
export const earlyRequestInPage = (result: ConfigResult) => result.ok && !result.config.demo && result.config.apiKey === null

/**
 * public/early-request.js, which asks the page's first API request (as a preload the app's own
 * request then takes) while the app's code downloads, with the API's base in `data-api`.
 * Real-API builds that send no key from the browser only: a preload cannot carry one, and the
 * app's request, with it, would not take the preloaded answer.
 */
function earlyRequest(viteEnv: Record<string, unknown>) {
  const result = readConfig(viteEnv)
  if (!result.ok || !earlyRequestInPage(result)) return []
  // Deferred, and before the app's module script, which runs after it (deferred scripts run in
  // order): so its preload is always out before the app asks, even when the app's code is cached.
  const attrs = { defer: true, src: '/early-request.js', 'data-api': result.config.apiBaseUrl }
  return [{ tag: 'script', attrs, injectTo: 'head-prepend' as const }]
}

/**
 * What `index.html` says about the build (SPEC section 11). The page's first request, asked early (earlyRequest). The site's link preview: its default
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
          ...earlyRequest(viteEnv),
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

/**
 * The icons of src/icons/icons.ts, once in every page: an undrawn inline `<svg>` of `<symbol>`s first
 * in `<body>`, outside `#root`, which React and the server's first screen draw with `<use>`.
 */
export function iconSprite(): Plugin {
  let root = ''
  return {
    name: 'pepe:icon-sprite',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      async handler() {
        const names = Object.keys(ICON_FILES) as IconName[]
        const symbols = await Promise.all(names.map(async (name) => toSymbol(iconId(name), await readFile(path.join(root, ICON_FILES[name]), 'utf8'), ICON_FILES[name])))
        return [{ tag: 'svg', attrs: { display: 'none', 'aria-hidden': 'true' }, children: symbols.join(''), injectTo: 'body-prepend' }]
      },
    },
  }
}

/** An SVG file's drawing as a sprite's `<symbol>`: its viewBox and drawing attributes, without its namespace, size or comments. */
export function toSymbol(id: string, svg: string, file: string): string {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))
  if (!match) throw new Error(`${file} is not one <svg> element`)
  const attributes = (match[1] ?? '').replace(/\s(?:xmlns|width|height)="[^"]*"/g, '')
  return `<symbol id="${id}"${attributes}>${(match[2] ?? '').trim()}</symbol>`
}

/** React Router's production files. */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/
/** A top-level `Link.displayName = "Link";`, a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm
/** A top-level `const Link = React$1.forwardRef(`, unmarked as the pure call it is. */
const FORWARD_REF = /^((?:const|let|var) [\w$]+ = )([\w$]+\.forwardRef\()/gm

/**
 * React Router's `code` as the bundler can drop what of it goes unused: without its top-level
 * `X.displayName = "…";` lines, its top-level `forwardRef` calls marked pure.
 */
export const shakableRouter = (code: string) => code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2')

/**
 * React Router's production build names its components for React's developer tools
 * (`Link.displayName = "Link"`) and wraps some in unmarked `forwardRef` calls. Rolldown keeps
 * whatever a property is written to, and any call it cannot tell is pure, so all of them, and what
 * they use, stayed in the first load whether the app uses them or not (Link with its prefetching,
 * NavLink, Form, ScrollRestoration, HistoryRouter). This lets it drop them. Build only.
 */
export function shakeRouter(): Plugin {
  return {
    name: 'pepe:shake-router',
    apply: 'build',
    transform(code, id) {
      return ROUTER_FILE.test(id) ? { code: shakableRouter(code), map: null } : null
    },
  }
}

/** A rule of `_redirects` that sends a page to the page function (netlify/functions/pepe-page.ts). */
const PAGE_FUNCTION_RULE = /^\S+\s+\/\.netlify\/functions\/pepe-page(?:\/|\s)/

/**
 * A demo build's pages as plain files: its records live in the browser's demo API, so the page
 * function could only answer index.html as it is (netlify/preview/page.ts), at the cost of an
 * invocation (and, under `netlify dev`, a third of a second of CPU) per page. The build's
 * `_redirects` drops the function's rules; `/` is then index.html, and `/pepe/*` the SPA fallback.
 */
export function staticPagesInDemo(demo: boolean): Plugin {
  return {
    name: 'pepe:static-pages-in-demo',
    apply: 'build',
    // After public/ is copied to `dir`.
    async writeBundle({ dir = '' }) {
      if (!demo) return
      const file = path.join(dir, '_redirects')
      const rules = await readFile(file, 'utf8')
      await writeFile(file, rules.split('\n').filter((line) => !PAGE_FUNCTION_RULE.test(line)).join('\n'))
    },
  }
}

/**
 * V8's explicit compile hint (Chrome 136 and later; any other engine reads a comment). A file that
 * starts with it is compiled whole, on a background thread as it downloads, rather than function
 * by function on the main thread as the page first calls them.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The first load's file: everything the first screen imports (vite.config.ts groups it so). */
export const FIRST_LOAD_CHUNK = 'index'

/**
 * The first load's file carries the compile hint: the first screen runs most of it, the rest of
 * the app being split off. Measured on `/` of a production build (Chromium 150, 6 loads each,
 * traced): main-thread compiling 43 ms -> 6 ms, main-thread work 189 ms -> 147 ms; Lighthouse
 * (12 runs each, interleaved): TBT 95 ms -> 77 ms by median. Added once the bundle is minified and
 * written (Vite's own preload map goes first in the file it writes), so that nothing strips or
 * precedes it: the same line in every build, so the file's name still changes with its code.
 */
export function compileFirstLoadEagerly(): Plugin {
  return {
    name: 'pepe:compile-first-load-eagerly',
    apply: 'build',
    // Before the service worker's precache list is made (on `closeBundle`), from the files as written.
    async writeBundle({ dir = '' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.name !== FIRST_LOAD_CHUNK) continue
        const written = path.join(dir, file.fileName)
        await writeFile(written, `${COMPILE_HINT}${await readFile(written, 'utf8')}`)
      }
    },
  }
}

/** The plain scripts of `public/`, which Vite copies as they are written. */
export const PLAIN_SCRIPTS = ['theme.js', 'early-request.js', 'record-start.js']

/**
 * Minifies the plain scripts of `public/` in the build's output, as the bundle is: their comments
 * stay in the repository, not in every visitor's download. Before the service worker's precache
 * list is made (that is on `closeBundle`).
 */
export function minifyPlainScripts(): Plugin {
  return {
    name: 'pepe:minify-plain-scripts',
    apply: 'build',
    // `dir`: the folder the bundle was written to, where the public files were copied.
    async writeBundle({ dir = '' }) {
      for (const name of PLAIN_SCRIPTS) {
        const file = path.join(dir, name)
        const source = await readFile(file, 'utf8').catch(() => null)
        if (source === null) continue
        const { code, errors } = minifySync(name, source)
        if (errors.length > 0) this.error(`${name}: ${errors.map((error) => error.message).join('; ')}`)
        await writeFile(file, code)
      }
    },
  }
}
