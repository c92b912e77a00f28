import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { resolveConfig, type HtmlTagDescriptor } from 'vite'
import { describe, expect, test, vi } from 'vitest'
import { endpoint } from '../../src/api/endpoints'
import { PAGE_SCRIPTS } from '../../src/first-screen/page-scripts'
import { bundleScript, pageScripts } from './page-scripts'

// The page's classic scripts, built from the app's modules as a build builds them, run as a page
// runs them: in a context of their own, with only what a browser gives them.

const ROOT = path.join(import.meta.dirname, '../..')
const API = 'https://api.example.com/base'
const settings = { apiBaseUrl: API, apiKey: null, apiKeyHeader: 'Authorization' }

// Where the app's endpoint() resolves a same-origin base: the page's address.
vi.stubGlobal('location', new URL('https://pepes.example/'))

/** `entry` bundled as the build bundles it, with these variables in the shell (undone after the test). */
async function built(entry: string, env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return await bundleScript(await resolveConfig({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' }, 'build'), entry)
}

describe('theme.js', () => {
  test.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, undefined],
    ['purple', undefined],
  ])('a stored choice of %j sets data-theme to %j before the first paint', async (stored, expected) => {
    const code = await built(PAGE_SCRIPTS.theme.entry, {})
    const dataset: Record<string, string> = {}
    runInNewContext(code, { localStorage: { getItem: () => stored }, document: { documentElement: { dataset } } })
    expect(dataset.theme).toBe(expected)
  })

  test('storage refused (a private window): the system’s theme, no error', async () => {
    const code = await built(PAGE_SCRIPTS.theme.entry, {})
    const dataset: Record<string, string> = {}
    const refused = { getItem: () => { throw new Error('SecurityError') } }
    expect(() => {
      runInNewContext(code, { localStorage: refused, document: { documentElement: { dataset } } })
    }).not.toThrow()
    expect(dataset).toEqual({})
  })
})

describe('early-request.js', () => {
  /** What the script asks on a page at `address` that has the data blocks `blocks`. */
  async function asked(address: string, blocks: string[] = []) {
    const code = await built(PAGE_SCRIPTS.early.entry, { VITE_PEPE_API_BASE_URL: API })
    const requests: string[] = []
    const page = new URL(address, 'https://pepes.example')
    const context: Record<string, unknown> = {
      location: page,
      navigator: { onLine: true },
      document: { getElementById: (id: string) => (blocks.includes(id) ? {} : null) },
      fetch: (url: URL | string) => {
        requests.push(String(url))
        return new Promise(() => undefined)
      },
      AbortController,
      URL,
      URLSearchParams,
      Headers,
    }
    context.window = context
    runInNewContext(code, context)
    return requests
  }

  test.each([
    ['/', endpoint(settings, 'v2', undefined, '')],
    ['/?v=1&limit=999&q=%20sad%20', endpoint(settings, 'v1', undefined, 'sad', 50)],
    ['/pepe/007?v=2', endpoint(settings, 'v2', '7')],
    ['/pepe/smug%20pepe?v=1', endpoint(settings, 'v1', 'smug pepe')],
  ])('on %s: the very request the app sends first', async (address, expected) => {
    expect(await asked(address)).toEqual([expected.href])
  })

  test.each(['/pepe/abc?v=2', '/favourites', '/pepe/a/b'])('on %s: nothing the app would not ask', async (address) => {
    expect(await asked(address)).toEqual([])
  })

  test('a page drawn with its answers asks nothing', async () => {
    expect(await asked('/', ['pepe-pick'])).toEqual([])
    expect(await asked('/pepe/7?v=2', ['pepe-record'])).toEqual([])
  })
})

describe('the page’s tags', () => {
  const tags = (demo: boolean) => (pageScripts(demo) as unknown as { transformIndexHtml: () => HtmlTagDescriptor[] }).transformIndexHtml()

  test('theme.js first in <head>, blocking; a real-API build’s early-request.js deferred', () => {
    expect(tags(false)).toEqual([
      { tag: 'script', attrs: { src: '/theme.js' }, injectTo: 'head-prepend' },
      { tag: 'script', attrs: { src: '/early-request.js', defer: true }, injectTo: 'head-prepend' },
    ])
    expect(tags(true)).toEqual([{ tag: 'script', attrs: { src: '/theme.js' }, injectTo: 'head-prepend' }])
  })
})
