/**
 * The production site, built once per `npm test` as Netlify builds it (netlify.toml: the app calls
 * its own `/api`), into PRODUCTION_DIST: the browser tests' production server serves it and
 * `npm run size` weighs it. PEPE_API_KEY is in the environment, as on Netlify, so the build's own
 * check (netlify/vite-plugins/keep-server-key-out.ts) runs too. Not the Image CDN: `netlify dev
 * --offline` cannot fetch the catalogue's images to resize them, and the initial JS it adds is
 * some ten bytes of gzip (97,513 B against 97,500 B when this was written).
 * `node test/e2e/production-build.ts` builds it; the browser tests' config does when `npm test`
 * has not (see playwright.config.ts).
 */
import path from 'node:path'
import { build } from 'vite'
import { PRODUCTION_DIST, PRODUCTION_KEY } from './servers.ts'

export async function buildProduction(outDir = PRODUCTION_DIST): Promise<string> {
  process.env.VITE_PEPE_API_BASE_URL = '/api'
  process.env.PEPE_API_KEY = PRODUCTION_KEY
  await build({ root: path.join(import.meta.dirname, '../..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  return outDir
}

if (import.meta.main) await buildProduction()
