/**
 * `npm test`: every check; it stops at the first group that fails, and says how long each step
 * took (so a slow step shows where the suite's time goes). The app is type-checked once
 * (`typecheck`) and built once a run: `build` is `npm run build` without its second `tsc -b`,
 * plus the production build that `size` weighs and the browser tests serve.
 *
 * The second group's steps run side by side: tsc and ESLint keep one core busy each, and this
 * machine has two (one after the other they took 28.2–28.7 s here, side by side 24.3–25.4 s).
 * Their output is printed as each ends, whole, never interleaved.
 */
import { spawn } from 'node:child_process'
import { SITES_BUILT } from './e2e/servers.ts'

type Step = readonly [name: string, command: string]

const GROUPS: readonly (readonly Step[])[] = [
  // First: one of them builds the server's entry as Netlify does (netlify/pepe-page-function.test.ts),
  // into dist-server/, where the build below then writes the one the browser tests' sites use.
  [['unit', 'npm run test:unit']],
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['install-output', 'npm run install-output'],
    ['build', 'npx vite build && node test/e2e/production-build.ts'],
  ],
  [['size', 'npm run size -- --built']],
  [['e2e', 'npm run test:e2e']],
]

type Result = { step: string; seconds: number; ok: boolean }

const env = { ...process.env, [SITES_BUILT]: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }

/** Runs a step alone with its output live, or beside others with its output kept until it ends. */
function run([step, command]: Step, alone: boolean): Promise<Result> {
  const start = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${step} ──\n${Buffer.concat(output).toString()}`)
      resolve({ step, seconds: (performance.now() - start) / 1000, ok: status === 0 })
    })
  })
}

const results: Result[] = []
const start = performance.now()
for (const group of GROUPS) {
  results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))))
  if (results.some(({ ok }) => !ok)) break
}

console.log('\nnpm test, step by step (typecheck, lint, install-output and build side by side):')
for (const { step, seconds, ok } of results) console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(15)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(`  ${'total'.padEnd(17)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`)
const failed = results.filter(({ ok }) => !ok)
if (failed.length > 0) {
  console.error(`✗ ${failed.map(({ step }) => step).join(', ')} failed`)
  process.exit(1)
}
