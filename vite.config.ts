/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import { apiForwarder, keepServerKeyOut, requireApiOriginInCsp } from './netlify/vite-plugins.ts'
import { readConfig } from './src/config.ts'

export default defineConfig(({ mode }) => {
  // The server-side variables of SPEC section 8, from the shell or a `.env.local` file.
  const serverEnv = { ...loadEnv(mode, process.cwd(), 'PEPE_'), ...process.env }
  // `npm run dev:real`: the app calls /api, which the dev server forwards like production does.
  const real = mode === 'real'
  if (real) process.env.VITE_PEPE_API_BASE_URL = '/api'
  // The VITE_PEPE_* variables, checked once here: the page gets the result (src/main.tsx).
  const appConfig = readConfig(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    // The msw plugin serves the worker in dev and emits it only next to a bundle that imports
    // `virtual:msw`, i.e. a demo build; a build pointed at a real API carries no MSW at all.
    plugins: [
      react(),
      msw(),
      keepServerKeyOut(serverEnv),
      requireApiOriginInCsp(serverEnv),
      ...(real ? [apiForwarder(serverEnv)] : []),
    ],
    define: { __PEPE_CONFIG__: JSON.stringify(appConfig) },
    server: { port: 5173, strictPort: true },
    // Every browser the app targets preloads modules itself, or (Safari before 17) simply
    // fetches them when asked: the polyfill would only cost the first load its bytes.
    build: {
      modulePreload: { polyfill: false },
      // Everything the first screen imports stays in one file. Left to itself, rolldown moves
      // React and React Router to a second preloaded chunk once several lazy chunks share them
      // (rolldown issue #10731), and the two files gzip 1 kB bigger than one.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    },
    // The demo API is imported only once the page runs (main.tsx), too late for the first scan:
    // bundled up front, a newcomer's first visit is not reloaded halfway ("dependencies changed").
    optimizeDeps: { include: ['msw/browser'] },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}', 'netlify/**/*.test.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }
})
