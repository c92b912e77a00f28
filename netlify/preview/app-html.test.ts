import { describe, expect, test } from 'vitest'
import { KEY } from '../forwarder/test-forwarder.ts'
import { createPreviewPage } from './page.ts'
import { readForwarderSettings } from '../forwarder/settings.ts'
import { UPSTREAM } from '../forwarder/test-forwarder.ts'
import { pageOrigin } from './app-html.ts'
import { setup, SITE, siteServes } from './test-page.ts'

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
    // The site's log says which file, and what the site answered.
    expect(log.error).toHaveBeenCalledWith('The link preview could not read /index.html: 500 text/html; charset=utf-8')
    siteServes()
    expect((await call('/pepe/1?v=2')).status).toBe(200)
  })
})

describe('where the page is read from: never where a forged Host says', () => {
  const site = { url: 'https://pepes.example', name: 'pepe-catalogue' }

  test.each([
    ['the site’s own address', 'https://pepes.example/pepe/1', 'https://pepes.example'],
    ['a deploy preview of the site', 'https://deploy-preview-7--pepe-catalogue.netlify.app/pepe/1', 'https://deploy-preview-7--pepe-catalogue.netlify.app'],
    ['its netlify.app address', 'https://pepe-catalogue.netlify.app/', 'https://pepe-catalogue.netlify.app'],
    ['a forged Host: another port', 'http://pepes.example:9999/pepe/1', 'https://pepes.example'],
    ['a forged Host: another site on netlify.app', 'https://deploy-preview-7--evil.netlify.app/pepe/1', 'https://pepes.example'],
    ['a forged Host: a look-alike', 'https://xpepe-catalogue.netlify.app.evil.test/', 'https://pepes.example'],
  ])('%s', (_, url, origin) => {
    expect(pageOrigin(url, site)).toBe(origin)
  })

  test('a request with a forged Host: the page, and the visitor’s credentials, go to the site only', async () => {
    const asked = siteServes()
    const page = createPreviewPage(readForwarderSettings({ PEPE_API_UPSTREAM: UPSTREAM, PEPE_API_KEY: KEY }))
    const forged = new Request('http://127.0.0.1:9999/pepe/1?v=2', { headers: { Cookie: 'nf_jwt=visitor' } })
    const response = await page(forged, 'deploy-x', { url: SITE })
    expect(response.status).toBe(200)
    expect(asked.map((request) => new URL(request.url).origin)).toEqual([SITE])
  })
})
