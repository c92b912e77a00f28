import { describe, expect, test } from 'vitest'
import { DEMO_API_BASE_URL, readConfig } from './config'

describe('readConfig', () => {
  test.each([{}, { VITE_PEPE_API_BASE_URL: '' }])('no base URL (%j) is demo mode', (env) => {
    expect(readConfig(env)).toEqual({
      ok: true,
      config: { demo: true, apiBaseUrl: DEMO_API_BASE_URL, apiKey: null, apiKeyHeader: 'Authorization' },
    })
  })

  test.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['http://127.0.0.1:9999/base/', 'http://127.0.0.1:9999/base'],
    ['/api', '/api'],
    ['/api/', '/api'],
  ])('the base URL %j is used as %j', (value, base) => {
    expect(readConfig({ VITE_PEPE_API_BASE_URL: value })).toMatchObject({ ok: true, config: { demo: false, apiBaseUrl: base } })
  })

  test.each(['api.example.com', 'ftp://api.example.com', '//evil.example', 'https://api.x/?a=1', ' ', 'javascript:alert(1)'])(
    'the base URL %j is refused with a message naming the variable',
    (value) => {
      const result = readConfig({ VITE_PEPE_API_BASE_URL: value })
      expect(result.ok).toBe(false)
      expect(!result.ok && result.problems.join()).toContain('VITE_PEPE_API_BASE_URL')
    },
  )

  test.each(['netlify', ''])('the image CDN %j is accepted', (value) => {
    expect(readConfig({ VITE_PEPE_API_BASE_URL: '/api', VITE_PEPE_IMAGE_CDN: value }).ok).toBe(true)
  })

  test('reads the key and its header', () => {
    const env = { VITE_PEPE_API_BASE_URL: '/api', VITE_PEPE_API_KEY: 'abc 123', VITE_PEPE_API_KEY_HEADER: 'X-Api-Key' }
    expect(readConfig(env)).toMatchObject({ ok: true, config: { apiKey: 'abc 123', apiKeyHeader: 'X-Api-Key' } })
  })

  test.each([
    [{ VITE_PEPE_API_KEY: 'abc\r\nX-Evil: 1' }, 'VITE_PEPE_API_KEY'],
    [{ VITE_PEPE_API_KEY_HEADER: 'X Api Key' }, 'VITE_PEPE_API_KEY_HEADER'],
    [{ VITE_PEPE_API_KEY_HEADER: 'X-Key:' }, 'VITE_PEPE_API_KEY_HEADER'],
    // A stray space is reported, not trimmed away: the rule of the forwarder's PEPE_API_* too.
    [{ VITE_PEPE_API_BASE_URL: ' /api' }, 'VITE_PEPE_API_BASE_URL'],
    [{ VITE_PEPE_API_BASE_URL: 'https://api.example.com ' }, 'VITE_PEPE_API_BASE_URL'],
    [{ VITE_PEPE_API_KEY: ' abc' }, 'VITE_PEPE_API_KEY'],
    [{ VITE_PEPE_API_KEY_HEADER: 'X-Api-Key ' }, 'VITE_PEPE_API_KEY_HEADER'],
    [{ VITE_PEPE_IMAGE_CDN: 'Netlify' }, 'VITE_PEPE_IMAGE_CDN'],
    [{ VITE_PEPE_IMAGE_CDN: 'cloudinary' }, 'VITE_PEPE_IMAGE_CDN'],
  ])('%j is refused', (env, name) => {
    const result = readConfig(env)
    expect(!result.ok && result.problems.join()).toContain(name)
  })
})
