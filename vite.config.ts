/// <reference types="vitest/config" />
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { apiForwarder } from './netlify/vite-plugins/api-forwarder.ts'
import { compileFirstLoadEagerly, FIRST_LOAD_CHUNK } from './netlify/vite-plugins/compile-hint.ts'
import { firstScreenBuild, firstScreenSource, FIRST_SCREEN, FIRST_SCREEN_OUT_DIR } from './netlify/vite-plugins/first-screen-build.ts'
import { iconSprite } from './netlify/vite-plugins/icon-sprite.ts'
import { keepServerKeyOut } from './netlify/vite-plugins/keep-server-key-out.ts'
import { pageScripts } from './netlify/vite-plugins/page-scripts.ts'
import { pageTags } from './netlify/vite-plugins/page-tags.ts'
import { shakeRouter } from './netlify/vite-plugins/shake-router.ts'
import { siteHeadersFile } from './netlify/vite-plugins/site-headers-file.ts'
import { staticPagesInDemo } from './netlify/vite-plugins/static-pages-in-demo.ts'
import { readConfig } from './src/config/config.ts'

/** The lazy chunks whose files keep their names (see chunkFileNames below). */
const NAMED_CHUNKS = new Set(['pepe-page'])

export default defineConfig(({ mode, isSsrBuild = false }) => {
  // The server-side variables of SPEC section 8, from the shell or a `.env.local` file.
  const serverEnv = { ...loadEnv(mode, process.cwd(), 'PEPE_'), ...process.env }
  // `npm run dev:real`: the app calls /api, which the dev server forwards like production does.
  const real = mode === 'real'
  if (real) process.env.VITE_PEPE_API_BASE_URL = '/api'
  // The VITE_PEPE_* variables, checked once here: the page gets the result (src/main.tsx).
  const appConfig = readConfig(loadEnv(mode, process.cwd(), 'VITE_'))
  const demo = !appConfig.ok || appConfig.config.demo
  const define = {
    __PEPE_CONFIG__: JSON.stringify(appConfig),
    __PEPE_CONFIG_OK__: JSON.stringify(appConfig.ok),
  }
  if (isSsrBuild) {
    // The server's entry (netlify/vite-plugins/first-screen-build.ts): the same app and constants,
    // one file with everything it imports, for Node (the page function).
    return {
      plugins: [react()],
      // React's build that matches the JSX Vite compiles (production, unless NODE_ENV says
      // otherwise, as under Vitest): Vite leaves `process.env` to Node in SSR.
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'production' ? 'production' : 'development') },
      ssr: { noExternal: true, target: 'node' },
      build: { outDir: FIRST_SCREEN_OUT_DIR, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
    }
  }
  if (process.env.VITEST) {
    // Node keeps the code it compiled for the modules a test file loads, for the workers after it
    // and the runs after this one: jsdom above all, which every DOM file's worker loads anew
    // (43 s -> 39 s here).
    process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'node-compile-cache')
  }
  return {
    // The msw plugin serves the worker in dev and emits it only next to a bundle that imports
    // `virtual:msw`, i.e. a demo build; a build pointed at a real API carries no MSW at all.
    plugins: [
      react(),
      msw(),
      keepServerKeyOut(serverEnv),
      siteHeadersFile(),
      pageTags(serverEnv),
      pageScripts(demo),
      iconSprite(),
      compileFirstLoadEagerly(),
      firstScreenBuild(),
      staticPagesInDemo(appConfig.ok && appConfig.config.demo),
      shakeRouter(),
      ...(real ? [apiForwarder(serverEnv)] : []),
      // Real-API builds only: in a demo build MSW's worker owns the scope (SPEC section 11).
      serviceWorker({ enabled: appConfig.ok && !appConfig.config.demo }),
    ],
    define,
    // In tests, the server's entry (`#first-screen`, package.json) is its source, not as built.
    ...(process.env.VITEST && { resolve: { alias: { [FIRST_SCREEN]: path.resolve(firstScreenSource) } } }),
    server: { port: 5173, strictPort: true },
    // Every browser the app targets preloads modules itself, or (Safari before 17) simply
    // fetches them when asked: the polyfill would only cost the first load its bytes.
    build: {
      modulePreload: { polyfill: false },
      // Fonts always as files: the site's policy loads fonts from 'self' only, never from `data:`
      // (the caption's small woff2 subsets would otherwise be inlined), and a file is cached apart.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      // Everything the first screen imports stays in one file. Left to itself, rolldown moves
      // React and React Router to a second preloaded chunk once several lazy chunks share them
      // (rolldown issue #10731), and the two files gzip 1 kB bigger than one.
      // Lazy chunks go by their hash alone: each one's file is named in the first load (its import
      // and preload list), where their names cost 0.1 kB (gzip). The record page's keeps its name,
      // which the browser tests look for (to lose it, or time it).
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          codeSplitting: { groups: [{ name: FIRST_LOAD_CHUNK, tags: ['$initial'] }] },
        },
      },
    },
    // The demo API is imported only once the page runs (main.tsx), too late for the first scan:
    // bundled up front, a newcomer's first visit is not reloaded halfway ("dependencies changed").
    optimizeDeps: { include: ['msw/browser'] },
    test: {
      setupFiles: ['./test/setup.ts'],
      // Components (`*.test.tsx`) render into jsdom; the rest runs in Node, where a file starts
      // sooner, with no jsdom to load (51 s -> 45 s here). A `*.test.ts` file that needs a DOM
      // says so in its first line, with the reason: `// @vitest-environment jsdom`.
      // The Node files share a worker's modules and globals (`isolate: false`), so a test changes
      // the environment only through Vitest (vi.stubEnv, vi.stubGlobal), which undoes it. All pass
      // shuffled on one worker (six seeds); the run took 36.8 s -> 32.6 s here. Not the
      // components: they would share the page's history and the app's module state.
      projects: [
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx', 'test/unit/**/*.test.tsx'] } },
        {
          extends: true,
          test: { name: 'node', environment: 'node', isolate: false, include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'netlify/**/*.test.ts'] },
        },
      ],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // Vitest leaves a core to itself by default: one worker on a 2-core machine (CI), where two
      // took the run from 129 s to 80 s. One more than the cores: a worker often waits (on timers,
      // or on the main thread for a module), and a third on two cores fills that (37 s -> 34 s here).
      maxWorkers: availableParallelism() + 1,
      // Worker threads, not child processes: a file's start costs less (81 s -> 57 s here, when
      // every file ran in jsdom).
      pool: 'threads',
    },
  }
})

const DAY = 24 * 60 * 60

/**
 * The real-API build's service worker (Workbox, generated at build time; registered by
 * src/offline/offline-worker.ts). It precaches the app shell; navigations go to the network first, so a
 * new deploy and the link-preview HTML of /pepe/:id arrive as without it, and offline the
 * precached shell answers.
 * It waits for the tabs of the version before it to close (no skipWaiting): a page keeps the
 * chunks it was built with. Never `npm run dev`: the plugin makes nothing while serving.
 */
function serviceWorker({ enabled }: { enabled: boolean }) {
  return VitePWA({
    disable: !enabled,
    injectRegister: false,
    // public/manifest.webmanifest, linked from index.html: every build is installable.
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'theme.js', 'early-request.js', 'favicon.svg', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,css}'],
      // `/` must not match the precached index.html, or it would be served before the network.
      directoryIndex: null,
      navigateFallback: null,
      // The first visit's page too, so that what it shows is kept. (A later version's worker
      // activates only once no page uses the one before, so it never claims a running page.)
      clientsClaim: true,
      navigationPreload: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // Any page of the app: the network's answer, or offline the precached shell.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/.netlify/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          // A record by id never changes. Random answers (`/api/v1/pepe?…`) match no rule: never kept.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/api\/v[12]\/pepe\/[^/]+$/.test(url.pathname) && !url.search,
          handler: 'CacheFirst',
          options: {
            cacheName: 'pepe-records',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          },
        },
        {
          // Images seen, through the Image CDN (`/.netlify/images?…`) or on this origin. Another
          // host's image is opaque to the worker, an error as likely as not: never kept.
          urlPattern: ({ sameOrigin, request }) => sameOrigin && request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: 'pepe-images',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          },
        },
      ],
    },
  })
}
