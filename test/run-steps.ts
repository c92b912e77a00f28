/**
 * `npm test`: every check, in order; it stops at the first that fails, and says how long each
 * took (so a slow step shows where the suite's time goes). The app is type-checked once
 * (`typecheck`) and built once a run: `build` is `npm run build` without its second `tsc -b`,
 * plus the production build that `size` weighs and the browser tests serve.
 */
import { spawnSync } from 'node:child_process'
import { SITES_BUILT } from './e2e/servers.ts'

const STEPS: readonly (readonly [string, string])[] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['install-output', 'npm run install-output'],
  ['unit', 'npm run test:unit'],
  ['build', 'npx vite build && node test/e2e/production-build.ts'],
  ['size', 'npm run size -- --built'],
  ['e2e', 'npm run test:e2e'],
]

const times: { step: string; seconds: number; ok: boolean }[] = []
for (const [step, command] of STEPS) {
  const start = performance.now()
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, [SITES_BUILT]: '1' } })
  times.push({ step, seconds: (performance.now() - start) / 1000, ok: status === 0 })
  if (status !== 0) break
}

const total = times.reduce((sum, { seconds }) => sum + seconds, 0)
console.log('\nnpm test, step by step:')
for (const { step, seconds, ok } of times) console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(15)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(`  ${'total'.padEnd(17)} ${total.toFixed(1).padStart(6)} s`)
const failed = times.find(({ ok }) => !ok)
if (failed) {
  console.error(`✗ ${failed.step} failed`)
  process.exit(1)
}
