// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { allowsConnect, apiOrigin, connectSrcProblem } from './csp-check.ts'

describe('apiOrigin', () => {
  test.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com:8443/base/', 'https://api.example.com:8443'],
    ['HTTP://127.0.0.1:9999', 'http://127.0.0.1:9999'],
  ])('%s calls %s', (base, origin) => {
    expect(apiOrigin(base)).toBe(origin)
  })

  test.each([undefined, '', '/api', '/demo-api', '//evil.example', 'ftp://x.test', 'https://'])('%j is this site or no API', (base) => {
    expect(apiOrigin(base)).toBeNull()
  })
})

describe('allowsConnect', () => {
  const origin = 'https://api.example.com'
  const allowing = [
    "connect-src 'self' https://api.example.com",
    "default-src 'self'; connect-src 'self' https://API.example.com/",
    "connect-src 'self' https:",
    "default-src 'self' https://api.example.com",
  ]
  const refusing = [
    "connect-src 'self'",
    "default-src https://api.example.com; connect-src 'self'",
    "connect-src 'self' https://api.example.com.evil.test http://api.example.com",
    "connect-src 'self' https://api.example.com:8443",
  ]
  test.each([...allowing.map((csp) => [csp, true] as const), ...refusing.map((csp) => [csp, false] as const)])(
    '%s: %s',
    (csp, allowed) => {
      expect(allowsConnect(csp, origin)).toBe(allowed)
    },
  )
})

describe('connectSrcProblem', () => {
  async function toml(csp: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepe-csp-'))
    const file = path.join(dir, 'netlify.toml')
    await writeFile(file, `[[headers]]\n  for = "/*"\n  [headers.values]\n    Content-Security-Policy = "${csp}"\n`)
    return file
  }

  test('this repository’s netlify.toml is right for a same-origin or demo build', async () => {
    for (const base of [undefined, '', '/api']) expect(await connectSrcProblem(base, 'netlify.toml')).toBeNull()
  })

  test('and says what to do for a build that calls another origin', async () => {
    const problem = await connectSrcProblem('https://api.example.com/v', 'netlify.toml')
    expect(problem).toMatch(/VITE_PEPE_API_BASE_URL/)
    expect(problem).toMatch(/Add https:\/\/api\.example\.com to connect-src in netlify\.toml/)
  })

  test('a netlify.toml that names the origin passes', async () => {
    const file = await toml("default-src 'self'; connect-src 'self' https://api.example.com")
    expect(await connectSrcProblem('https://api.example.com/v', file)).toBeNull()
    expect(await connectSrcProblem('https://other.example.com', file)).toMatch(/other\.example\.com/)
  })
})
