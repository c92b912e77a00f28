/**
 * The page function's first screen, timed: React's server render of the app
 * (src/first-screen/render.tsx, as Vite's SSR build writes it to dist-server/ and Netlify's
 * function loads it). A cold start is a fresh Node process importing the bundle and rendering
 * once, as a new function instance does; warm renders are the next ones in the same process, as
 * every request after the first. Prints medians and the 95th percentile.
 *
 *   npm run bench:first-screen [-- --cold=7 --warm=200 --skip-build]
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import type * as Entry from '../../src/first-screen/render'

const { values } = parseArgs({
  options: { cold: { type: 'string', default: '7' }, warm: { type: 'string', default: '200' }, 'skip-build': { type: 'boolean', default: false } },
})
const root = join(import.meta.dirname, '../..')
const bundle = join(root, 'dist-server/render.js')
if (!values['skip-build'] || !existsSync(bundle)) {
  console.log('Building the app with VITE_PEPE_API_BASE_URL=/api (and its server entry) …')
  process.env.VITE_PEPE_API_BASE_URL = '/api'
  process.env.VITE_PEPE_IMAGE_CDN = 'netlify'
  await build({ root, logLevel: 'warn', build: { outDir: join(root, 'node_modules/.cache/bench-first-screen-dist'), emptyOutDir: true } })
}

const description = 'Pepe sipping hot coffee on a rainy morning'
const record = { data: { id: 7, url: 'https://cdn.onlypepes.com/images/7.png', description } }
const pages = {
  record: ['/pepe/7?v=2', { record: { version: 'v2', id: '7', record } }],
  random: ['/?q=coffee', { pick: { ...record, search: { terms: 'coffee', found: true } } }],
} as const

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN
const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

// Cold: a new process each time, as a new function instance.
const cold = Array.from({ length: Number(values.cold) }, () => {
  const script = `
    const start = performance.now()
    const { renderFirstScreen } = await import(${JSON.stringify(pathToFileURL(bundle).href)})
    const imported = performance.now()
    await renderFirstScreen(...${JSON.stringify(pages.record)})
    console.log(JSON.stringify({ import: imported - start, render: performance.now() - imported }))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { import: number; render: number }
})
console.log(`Cold start (${cold.length} new processes): import ${ms(median(cold.map((run) => run.import)))}, first render ${ms(median(cold.map((run) => run.render)))} (medians)`)

// Warm: one process, many renders.
const { renderFirstScreen } = (await import(pathToFileURL(bundle).href)) as typeof Entry
for (const [name, [location, data]] of Object.entries(pages)) {
  const times: number[] = []
  for (let run = 0; run < Number(values.warm); run++) {
    const start = performance.now()
    await renderFirstScreen(location, data)
    times.push(performance.now() - start)
  }
  console.log(`Warm render, ${name} (${location}, ${times.length} renders): median ${ms(median(times))}, p95 ${ms(p95(times))}`)
}
