/// <reference types="vitest/config" />
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import { apiForwarder } from './netlify/vite-plugins/api-forwarder.ts'
import { captionFaces, isLaterFaces, LATER_FACES_CHUNK } from './netlify/vite-plugins/caption-faces.ts'
import { compileFirstLoadEagerly, FIRST_LOAD_CHUNK } from './netlify/vite-plugins/compile-hint.ts'
import { firstScreenBuild, firstScreenSource, FIRST_SCREEN, FIRST_SCREEN_OUT_DIR } from './netlify/vite-plugins/first-screen-build.ts'
import { iconSprite } from './netlify/vite-plugins/icon-sprite.ts'
import { keepServerKeyOut } from './netlify/vite-plugins/keep-server-key-out.ts'
import { pageScripts } from './netlify/vite-plugins/page-scripts.ts'
import { pageTags } from './netlify/vite-plugins/page-tags.ts'
import { serviceWorker } from './netlify/vite-plugins/service-worker.ts'
import { shakeRouter } from './netlify/vite-plugins/shake-router.ts'
import { siteHeadersFile } from './netlify/vite-plugins/site-headers-file.ts'
import { staticPagesInDemo } from './netlify/vite-plugins/static-pages-in-demo.ts'
import { SAME_SITE_API } from './src/api/api-path.ts'
import { readConfig } from './src/config/config.ts'

/** The lazy chunks whose files keep their names (see chunkFileNames below). */
const NAMED_CHUNKS = new Set(['pepe-page'])

export default defineConfig(({ mode, isSsrBuild = false }) => {
  // The server-side variables of SPEC section 8, from the shell or a `.env.local` file.
  const serverEnv = { ...loadEnv(mode, process.cwd(), 'PEPE_'), ...process.env }
  // `npm run dev:real`: the app calls /api, which the dev server forwards like production does.
  const real = mode === 'real'
  if (real) process.env.VITE_PEPE_API_BASE_URL = SAME_SITE_API
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
      plugins: [react(), captionFaces()],
      // React's build that matches the JSX Vite compiles (production, unless NODE_ENV says
      // otherwise, as under Vitest): Vite leaves `process.env` to Node in SSR.
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'production' ? 'production' : 'development') },
      ssr: { noExternal: true, target: 'node' },
      build: { outDir: FIRST_SCREEN_OUT_DIR, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
    }
  }
  if (process.env.VITEST) {
    // Node keeps the code it compiled for the modules a test file loads, for the workers after it
    // and the runs after this one: jsdom above all, which every DOM file's worker loads anew.
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
      captionFaces(),
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
      // Lazy chunks go by their hash alone, six characters of it (36 bits: no two files of a deploy
      // alike): each one's file is named in the first load (its import and preload list), where
      // names cost 0.1 kB (gzip), and eight characters 34 B more. The record page's keeps its name,
      // which the browser tests look for (to lose it, or time it). The library (src/collect: its
      // pages, dialog and store) is one chunk: split as it is shared, it would be five names more.
      // The CJK faces' ranges keep a name too (named in the caption page's chunk alone), which the
      // service worker leaves out of its precache.
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : isLaterFaces(chunk.facadeModuleId) ? `assets/${LATER_FACES_CHUNK}-[hash].js` : 'assets/[hash:6].js',
          codeSplitting: {
            groups: [
              { name: FIRST_LOAD_CHUNK, tags: ['$initial'] },
              { name: 'library', test: /[\\/](src[\\/]collect|node_modules[\\/]idb-keyval)[\\/]/ },
            ],
          },
        },
      },
    },
    // The demo API is imported only once the page runs (main.tsx), too late for the first scan:
    // bundled up front, a newcomer's first visit is not reloaded halfway ("dependencies changed").
    optimizeDeps: { include: ['msw/browser'] },
    test: {
      setupFiles: ['./test/setup.ts'],
      // Components (`*.test.tsx`) render into happy-dom (test/happy-dom-environment.ts), which
      // starts and runs faster than jsdom; the rest runs in Node, where a file starts sooner, with
      // no DOM to load. A file that needs another DOM says so in its first line, with the reason:
      // `// @vitest-environment jsdom`.
      // The Node files share a worker's modules and globals (`isolate: false`), faster to start;
      // so a test changes the environment only through Vitest (vi.stubEnv, vi.stubGlobal), which
      // undoes it. Not the components: they would share the page's history and the app's module state.
      projects: [
        {
          extends: true,
          // A test waits up to 5 s for each thing it looks for (test/setup-dom.ts): a few in a row, on a busy machine.
          test: { name: 'dom', environment: './test/happy-dom-environment.ts', testTimeout: 15_000, include: ['src/**/*.test.tsx', 'test/unit/**/*.test.tsx'] },
        },
        {
          extends: true,
          test: { name: 'node', environment: 'node', isolate: false, include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'netlify/**/*.test.ts'] },
        },
      ],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // Vitest leaves a core to itself by default, one worker on a 2-core machine. One more than
      // the cores: a worker often waits (on timers, or on the main thread for a module).
      maxWorkers: availableParallelism() + 1,
      // Worker threads, not child processes: a file's start costs less.
      pool: 'threads',
    },
  }
})
