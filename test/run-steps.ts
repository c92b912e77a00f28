/**
 * `npm test`: every check, in order, each an npm script of its own; it stops at the first that
 * fails, and says how long each took (so a slow step shows where the suite's time goes).
 */
import { spawnSync } from 'node:child_process'

const STEPS = ['typecheck', 'lint', 'install-output', 'test:unit', 'build', 'size', 'test:e2e'] as const

const times: { step: string; seconds: number; ok: boolean }[] = []
for (const step of STEPS) {
  const start = performance.now()
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' })
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
