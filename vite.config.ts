/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // The plugin serves the MSW worker in dev and emits it only next to a bundle that imports
  // `virtual:msw`, i.e. a demo build; a build pointed at a real API carries no MSW at all.
  plugins: [react(), msw()],
  server: { port: 5173, strictPort: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubEnvs: true,
  },
})
