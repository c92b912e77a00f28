import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { staticPagesInDemo } from './static-pages-in-demo'

describe('staticPagesInDemo', () => {
  /** public/_redirects as the plugin leaves it in a build's output. */
  async function redirectsOf(demo: boolean) {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-build-'))
    const source = await readFile(path.join(import.meta.dirname, '../../public/_redirects'), 'utf8')
    await writeFile(path.join(dir, '_redirects'), source)
    const hooks = staticPagesInDemo(demo) as unknown as { writeBundle: (options: { dir: string }) => Promise<void> }
    await hooks.writeBundle({ dir })
    const rules = (await readFile(path.join(dir, '_redirects'), 'utf8')).split('\n').filter((line) => /^\//.test(line))
    return { source: source.split('\n').filter((line) => /^\//.test(line)), rules }
  }

  test('a demo build sends no page to the page function, and keeps every other rule', async () => {
    const { source, rules } = await redirectsOf(true)
    const toFunction = source.filter((line) => line.includes('/.netlify/functions/pepe-page'))
    expect(toFunction.map((line) => line.split(/\s+/)[0])).toEqual(['/pepe/*', '/'])
    expect(rules).toEqual(source.filter((line) => !toFunction.includes(line)))
    expect(rules).toContainEqual(expect.stringMatching(/^\/api\/\*\s/))
    expect(rules.at(-1)).toMatch(/^\/\*\s+\/index\.html\s+200$/)
  })

  test("a real-API build keeps the page function's rules", async () => {
    const { source, rules } = await redirectsOf(false)
    expect(rules).toEqual(source)
  })
})
