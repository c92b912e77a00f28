import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { keepServerKeyOut } from './keep-server-key-out'

const KEY = 'server-secret-key'

/** Runs the plugin's hooks on an output folder holding `files`, as `vite build` would. */
async function buildWith(files: Record<string, string>, env: Record<string, string | undefined>) {
  const root = await mkdtemp(path.join(tmpdir(), 'pepe-build-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', name)), { recursive: true })
    await writeFile(path.join(root, 'dist', name), text)
  }
  const plugin = keepServerKeyOut(env)
  const hooks = plugin as unknown as {
    configResolved: (config: Pick<ResolvedConfig, 'root' | 'build'>) => void
    closeBundle: () => Promise<void>
  }
  hooks.configResolved({ root, build: { outDir: 'dist' } as ResolvedConfig['build'] })
  return hooks.closeBundle()
}

const clean = { 'index.html': '<!doctype html>', 'assets/index-1.js': 'fetch("/api/v2/pepe")' }

test('a build with the server key in a file fails, naming the file', async () => {
  const leaked = { ...clean, 'assets/deep/chunk-2.js': `headers:{Authorization:"Bearer ${KEY}"}` }
  await expect(buildWith(leaked, { PEPE_API_KEY: KEY })).rejects.toThrow(/PEPE_API_KEY is in assets\/deep\/chunk-2\.js/)
})

test('a key with a quote is found where a JS string escaped it', async () => {
  const key = 'abc"def\\ghi'
  await expect(buildWith({ 'a.js': `const k = ${JSON.stringify(key)}` }, { PEPE_API_KEY: key })).rejects.toThrow(/a\.js/)
})

test('a clean build passes, and so does any build when no key is set', async () => {
  await expect(buildWith(clean, { PEPE_API_KEY: KEY })).resolves.toBeUndefined()
  await expect(buildWith({ ...clean, 'a.js': KEY }, { PEPE_API_KEY: ' ' })).resolves.toBeUndefined()
  await expect(buildWith({ ...clean, 'a.js': KEY }, {})).resolves.toBeUndefined()
})

test('the key is found URL-encoded too', async () => {
  const key = 'key with/slash'
  await expect(buildWith({ 'a.js': `fetch("/x?k=${encodeURIComponent(key)}")` }, { PEPE_API_KEY: key })).rejects.toThrow(/a\.js/)
})
