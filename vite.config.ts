/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'
import { apiForwarder, keepServerKeyOut } from './netlify/vite-plugins.ts'

export default defineConfig(({ mode }) => {
  // The server-side variables of SPEC section 8, from the shell or a `.env.local` file.
  const serverEnv = { ...loadEnv(mode, process.cwd(), 'PEPE_'), ...process.env }
  // `npm run dev:real`: the app calls /api, which the dev server forwards like production does.
  const real = mode === 'real'
  if (real) process.env.VITE_PEPE_API_BASE_URL = '/api'
  return {
    // The msw plugin serves the worker in dev and emits it only next to a bundle that imports
    // `virtual:msw`, i.e. a demo build; a build pointed at a real API carries no MSW at all.
    plugins: [react(), msw(), keepServerKeyOut(serverEnv), ...(real ? [apiForwarder(serverEnv)] : [])],
    server: { port: 5173, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}', 'netlify/**/*.test.ts'],
      restoreMocks: true,
      unstubEnvs: true,
    },
  }
})
