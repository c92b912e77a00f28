import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Rolldown } from 'vite'
import { compileFirstLoadEagerly, FIRST_LOAD_CHUNK } from './compile-hint'

describe('compileFirstLoadEagerly', () => {
  test('the first load’s file, as written, starts with the compile hint; the lazy chunks and the CSS do not', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-hint-'))
    const files = { 'assets/index-1.js': 'const a=1;export{a}', 'assets/lazy-2.js': 'export const b=2', 'assets/index-3.css': 'a{color:red}' }
    await mkdir(path.join(dir, 'assets'))
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
    const chunk = (fileName: string, name: string) => ({ type: 'chunk', fileName, name }) as unknown as Rolldown.OutputChunk
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', FIRST_LOAD_CHUNK),
      'assets/lazy-2.js': chunk('assets/lazy-2.js', 'lazy'),
      'assets/index-3.css': { type: 'asset', fileName: 'assets/index-3.css', name: 'index.css' } as unknown as Rolldown.OutputAsset,
    }
    const plugin = compileFirstLoadEagerly() as unknown as { writeBundle: (options: { dir: string }, bundle: Rolldown.OutputBundle) => Promise<void> }
    await plugin.writeBundle({ dir }, bundle)
    const read = (name: string) => readFile(path.join(dir, name), 'utf8')
    expect(await read('assets/index-1.js')).toBe(`//# allFunctionsCalledOnLoad\n${files['assets/index-1.js']}`)
    expect(await read('assets/lazy-2.js')).toBe(files['assets/lazy-2.js'])
    expect(await read('assets/index-3.css')).toBe(files['assets/index-3.css'])
  })
})
