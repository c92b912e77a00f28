/**
 * `npm test`: every check; after a step fails no other starts, and it says how long each step
 * took (so a slow step shows where the suite's time goes). The app is type-checked once
 * (`typecheck`) and built once a run: `build` is `npm run build` without its second `tsc -b`,
 * plus the production build that `size` weighs and the browser tests serve.
 *
 * A step starts once the steps it needs have passed, beside whatever else is running: tsc and
 * ESLint keep one core busy each on this 2-core machine, and the browser tests mostly wait on
 * their browsers, so they start as soon as the sites are built and weighed, while ESLint ends.
 * The unit tests run alone first: they keep both cores busy. The output of a step that runs
 * beside others is printed whole as it ends, never interleaved; the browser tests' is live.
 */
import { spawn } from 'node:child_process'
import { SITES_BUILT } from './e2e/servers.ts'

type Step = { name: string; command: string; after: readonly string[]; live?: boolean }

const STEPS: readonly Step[] = [
  // First: one of them builds the server's entry as Netlify does (netlify/pepe-page-function.test.ts),
  // into dist-server/, where the build below then writes the one the browser tests' sites use.
  { name: 'unit', command: 'npm run test:unit', after: [], live: true },
  { name: 'typecheck', command: 'npm run typecheck', after: ['unit'] },
  { name: 'lint', command: 'npm run lint', after: ['unit'] },
  { name: 'install-output', command: 'npm run install-output', after: ['unit'] },
  { name: 'build', command: 'npx vite build && node test/e2e/production-build.ts', after: ['unit'] },
  { name: 'size', command: 'npm run size -- --built', after: ['build'] },
  { name: 'e2e', command: 'npm run test:e2e', after: ['size'], live: true },
]

type Result = { step: string; seconds: number; ok: boolean }

const env = { ...process.env, [SITES_BUILT]: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }

/** Runs a step with its output live, or kept until it ends. */
function run({ name, command, live = false }: Step): Promise<Result> {
  const start = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (status) => {
      if (!live) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      resolve({ step: name, seconds: (performance.now() - start) / 1000, ok: status === 0 })
    })
  })
}

const results: Result[] = []
const start = performance.now()
const running = new Map<string, Promise<Result>>()
const passed = (name: string) => results.some((result) => result.step === name && result.ok)
for (;;) {
  if (results.every(({ ok }) => ok)) {
    for (const step of STEPS) {
      const ready = step.after.every(passed)
      if (ready && !running.has(step.name) && !results.some((result) => result.step === step.name)) running.set(step.name, run(step))
    }
  }
  if (running.size === 0) break
  const result = await Promise.race(running.values())
  running.delete(result.step)
  results.push(result)
}

console.log('\nnpm test, step by step (each starts once the steps it needs have passed):')
const order = (result: Result) => STEPS.findIndex((step) => step.name === result.step)
for (const { step, seconds, ok } of results.toSorted((a, b) => order(a) - order(b))) console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(15)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(`  ${'total'.padEnd(17)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`)
const failed = results.filter(({ ok }) => !ok)
const notRun = STEPS.filter((step) => !results.some((result) => result.step === step.name))
if (failed.length > 0) {
  console.error(`✗ ${failed.map(({ step }) => step).join(', ')} failed${notRun.length > 0 ? `; not run: ${notRun.map((step) => step.name).join(', ')}` : ''}`)
  process.exit(1)
}
