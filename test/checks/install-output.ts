/**
 * Under Node 20, `npm install` printed 290 lines of EBADENGINE warnings out of 292 (packages that
 * ask for Node 22+; harmless, the scripts run on the pinned Node 24), and a newcomer read the wall
 * as a failure. This checks that the project's .npmrc keeps npm to what went wrong: npm installs,
 * with it, a small project whose one dependency asks for a Node no machine has (so the warning
 * comes under any Node), offline and as a dry run. Run with `npm run install-output`.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

function projectWith(dependencies: Record<string, string>, npmrc: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'pepe-install-output-'))
  mkdirSync(join(dir, 'old-engine'))
  writeFileSync(join(dir, 'old-engine/package.json'), JSON.stringify({ name: 'old-engine', version: '1.0.0', engines: { node: '<1' } }))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', version: '1.0.0', private: true, dependencies }))
  if (npmrc && existsSync(join(root, '.npmrc'))) copyFileSync(join(root, '.npmrc'), join(dir, '.npmrc'))
  return dir
}

/** What `npm install` prints in a project, with nothing of the npm that may have started this check. */
function install(dependencies: Record<string, string>, npmrc = true) {
  const dir = projectWith(dependencies, npmrc)
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
    const args = ['install', '--dry-run', '--offline', '--no-audit', '--no-fund', '--no-update-notifier']
    const run = spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 })
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('add '))
    return { status: run.status, lines }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const problems: string[] = []
const oldEngine = { 'old-engine': 'file:./old-engine' }
// Without the project's settings the warning is there: the check below would see it.
if (!install(oldEngine, false).lines.some((line) => line.includes('EBADENGINE'))) {
  problems.push('npm printed no EBADENGINE warning even without the project’s .npmrc: this check checks nothing')
}
const quiet = install(oldEngine)
if (quiet.status !== 0 || quiet.lines.length !== 1 || !/^added 1 package in /.test(quiet.lines[0] ?? '')) {
  problems.push(`an install with a package for another Node printed more than "added":\n${quiet.lines.join('\n')}`)
}
// Offline and in no cache: npm cannot have it, and must say so.
const failing = install({ ...oldEngine, 'pepe-catalogue-no-such-package': '1.0.0' })
if (failing.status === 0 || !failing.lines.some((line) => /^npm error .*pepe-catalogue-no-such-package/.test(line))) {
  problems.push(`an install that fails did not say why:\n${failing.lines.join('\n')}`)
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exitCode = 1
} else {
  console.log(`npm install with the project’s .npmrc: no warnings, "added", and its errors`)
}
