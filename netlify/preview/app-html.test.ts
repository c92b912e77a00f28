// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { KEY } from '../forwarder/test-forwarder.ts'
import { setup, siteServes } from './test-page.ts'

// The app's HTML, fetched by the page function from the site itself.

describe('the app’s HTML, from the site itself', () => {
  test('fetched once per deploy', async () => {
    const asked = siteServes()
    const { call } = setup()
    await call('/pepe/1?v=2', undefined, 'deploy-a')
    await call('/pepe/2?v=2', undefined, 'deploy-a')
    expect(asked).toHaveLength(1)
    await call('/pepe/3?v=2', undefined, 'deploy-b')
    expect(asked).toHaveLength(2)
  })

  test('with the visitor’s credentials (a password-protected deploy), which never go upstream', async () => {
    const asked = siteServes()
    const { call, upstreamAsked } = setup()
    await call('/pepe/1?v=2', { headers: { Cookie: 'nf_jwt=visitor', Authorization: 'Basic dmlzaXRvcg==' } })
    expect(asked[0]?.headers.get('Cookie')).toBe('nf_jwt=visitor')
    expect(asked[0]?.headers.get('Authorization')).toBe('Basic dmlzaXRvcg==')
    expect(upstreamAsked[0]?.headers.get('Cookie')).toBeNull()
    expect(upstreamAsked[0]?.headers.get('Authorization')).toBe(`Bearer ${KEY}`)
  })

  test('when it cannot be had: a page that says so, 503, never kept; the next request tries again', async () => {
    siteServes('<h1>Error</h1>', 500)
    const { call, upstreamAsked, log } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'")
    expect(await response.text()).toContain('could not be loaded')
    expect(upstreamAsked).toEqual([])
    expect(log.error).toHaveBeenCalled()
    siteServes()
    expect((await call('/pepe/1?v=2')).status).toBe(200)
  })
})
