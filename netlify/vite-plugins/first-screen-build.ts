import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'

/**
 * The server's entry, as the page function imports it: package.json's `imports` maps it to its
 * source (the `source` condition, for TypeScript and Vitest) and to Vite's SSR build of it
 * (`default`, for Node and Netlify's bundler).
 */
export const FIRST_SCREEN = '#first-screen'
const { imports } = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  imports: Record<typeof FIRST_SCREEN, { source: string; default: string }>
}
/** The entry's source: the app's first screen, rendered by React (src/first-screen/render.tsx). */
export const firstScreenSource = imports[FIRST_SCREEN].source
/** Where Vite's SSR build writes it. Not published. */
export const FIRST_SCREEN_OUT_DIR = path.dirname(imports[FIRST_SCREEN].default)

/**
 * Every build of the app builds its server's entry too, just after (Vite's SSR build of the same
 * config, vite.config.ts), so that the page function renders what that very build hydrates, with
 * its env and constants. Not `vite build --mode real` (for `vite preview --mode real`): no page
 * function serves it.
 */
export function firstScreenBuild(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'pepe:first-screen-build',
    apply: (_, { command, isSsrBuild = false, mode }) => command === 'build' && !isSsrBuild && mode !== 'real',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ...(config.configFile === undefined ? {} : { configFile: config.configFile }),
        build: { ssr: firstScreenSource, outDir: FIRST_SCREEN_OUT_DIR },
      })
    },
  }
}
