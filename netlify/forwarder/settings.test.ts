import { expect, test } from 'vitest'
import { readForwarderSettings } from './settings.ts'
import { errorOf, setup } from './test-forwarder.ts'

test('PEPE_API_UPSTREAM unset or empty: the real catalogue', () => {
  for (const value of [undefined, '']) {
    const settings = readForwarderSettings({ PEPE_API_UPSTREAM: value })
    expect(settings.ok && settings.upstream.href).toBe('https://api.onlypepes.com/')
  }
})

test.each([
  'api.onlypepes.com',
  'ftp://x.test',
  'https://user:pw@x.test',
  'https://x.test/?a=1',
  'https://x.test/#a',
  'javascript:alert(1)',
  // Not trimmed: a stray space is reported, not mended (the same rule as the VITE_ variables).
  '  ',
  ' https://x.test',
  'https://x.test\n',
])('PEPE_API_UPSTREAM=%j: every request is a clear JSON 500, logged once, and nothing is sent', async (value) => {
  const { call, upstream, log } = setup({ PEPE_API_UPSTREAM: value })
  expect(log.error).toHaveBeenCalledOnce()
  expect(String(log.error.mock.calls[0]?.[0])).toContain('PEPE_API_UPSTREAM')
  for (const path of ['/api/v2/pepe/1', '/api/v1/pepe']) {
    const response = await call(path)
    expect(response.status).toBe(500)
    expect(await errorOf(response)).toMatch(/misconfigured.*PEPE_API_UPSTREAM/)
  }
  expect(upstream).toEqual([])
})

test('the public answer names the variable but never repeats its value, which may hold a secret', async () => {
  const { call, log } = setup({ PEPE_API_UPSTREAM: 'https://user:s3cret@up.test' })
  const body = await (await call('/api/v2/pepe/1')).text()
  expect(body).toContain('PEPE_API_UPSTREAM')
  expect(body).not.toContain('s3cret')
  expect(JSON.stringify(log.error.mock.calls)).not.toContain('s3cret')
})

test('http:// only to this machine: the key must not cross a network in the clear', () => {
  expect(readForwarderSettings({ PEPE_API_UPSTREAM: 'http://api.example.com' })).toMatchObject({ ok: false })
  for (const local of ['http://127.0.0.1:8899', 'http://localhost:3000/base', 'http://[::1]:8080']) {
    expect(readForwarderSettings({ PEPE_API_UPSTREAM: local })).toMatchObject({ ok: true })
  }
})

test.each([
  { PEPE_API_KEY_HEADER: 'X Api Key' },
  { PEPE_API_KEY_HEADER: ' X-Api-Key' },
  { PEPE_API_KEY: 'abc\r\nX-Evil: 1' },
  { PEPE_API_KEY: 'abc ' },
  { PEPE_API_KEY: ' ' },
])('%j is refused, naming the variable', (env) => {
  const settings = readForwarderSettings(env)
  expect(!settings.ok && settings.problems.join()).toContain(Object.keys(env)[0])
})

test('the key, its header, and the key itself kept to redact it from answers', () => {
  expect(readForwarderSettings({ PEPE_API_KEY: 'k 1', PEPE_API_KEY_HEADER: 'X-Api-Key' })).toMatchObject({
    ok: true,
    credential: { 'X-Api-Key': 'k 1' },
    key: 'k 1',
  })
  expect(readForwarderSettings({ PEPE_API_KEY: '' })).toMatchObject({ ok: true, credential: {}, key: null })
})
