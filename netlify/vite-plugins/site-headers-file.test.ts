import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { pagePolicy, siteHeaders } from '../site-headers'
import { siteHeadersFile } from './site-headers-file'

describe('the site’s _headers file', () => {
  /** The file a build with this API base writes, parsed as Netlify reads it. */
  async function headersFileOf(base: string) {
    const plugin = siteHeadersFile() as unknown as {
      configResolved: (config: { env: Record<string, string> }) => void
      generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void
    }
    plugin.configResolved({ env: { VITE_PEPE_API_BASE_URL: base } })
    const files: { fileName: string; source: string }[] = []
    plugin.generateBundle.call({ emitFile: (file) => files.push(file) })
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-headers-'))
    await writeFile(path.join(dir, '_headers'), files[0]?.source ?? '')
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false })
    expect(errors).toEqual([])
    expect(files.map((file) => file.fileName)).toEqual(['_headers'])
    return headers as Header[]
  }
  const connectSrc = (rules: Header[]) => /connect-src ([^;]*)/.exec(rules.find((rule) => rule.for === '/*')?.values['Content-Security-Policy'] ?? '')?.[1]

  test('every path gets the headers of SPEC section 8, as the functions set them', async () => {
    const [rule] = await headersFileOf('/api')
    expect(rule?.for).toBe('/*')
    expect(rule?.values).toEqual(siteHeaders(pagePolicy()))
  })

  test('a build that calls an API on another origin lets the page connect to it; others, to the site only', async () => {
    expect(connectSrc(await headersFileOf('https://api.example.com/v'))).toBe("'self' https://api.example.com")
    for (const base of ['/api', '']) expect(connectSrc(await headersFileOf(base))).toBe("'self'")
  })
})
