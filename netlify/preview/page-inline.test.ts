import { createHash } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { inlineUnder, type Inlined } from './inline.ts'
import { PAGE_MANIFEST_FILE } from './page-manifest.ts'
import { APP, MANIFEST, SITE, setup } from './test-page.ts'

// A drawn page carries the files its first paint would wait for (inline.ts): one round trip less
// on a phone's network. The policy allows exactly them, by their hashes.

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">'
const THEME = '<script src="/theme.js"></script>'
const CSS = ':root{--ink:#1f2d1c}body{color:var(--ink);background:url(/favicon.svg)}'
const THEME_JS = 'document.documentElement.dataset.theme="dark"'
// As the build writes it (src/first-screen/start-after-image.ts): it must go in as it is (no `</script` in it).
const START_JS = '(function(){var e=document.currentScript;e&&e.dataset.modules})();'
const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:"
const WITH_HEAD_FILES = APP.replace('<title>', `${THEME}\n    ${STYLESHEET}\n    <title>`)
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (csp: string | null, name: string) => csp?.split('; ').find((part) => part.startsWith(`${name} `))

function siteHas({ css = CSS, cssStatus = 200, cssType = 'text/css', html = WITH_HEAD_FILES, csp = POLICY, startStatus = 200 } = {}) {
  server.use(
    http.get(`${SITE}/start.js`, () => new HttpResponse(START_JS, { status: startStatus, headers: { 'Content-Type': 'text/javascript' } })),
    http.get(`${SITE}/index.html`, () => new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp } })),
    http.get(`${SITE}/assets/index-C1.css`, () => new HttpResponse(css, { status: cssStatus, headers: { 'Content-Type': cssType } })),
    http.get(`${SITE}/theme.js`, () => new HttpResponse(THEME_JS, { headers: { 'Content-Type': 'text/javascript' } })),
    http.get(`${SITE}/${PAGE_MANIFEST_FILE}`, () => HttpResponse.json(MANIFEST)),
  )
}

describe('a drawn page carries the app’s stylesheet and theme script in its <head>', () => {
  test.each(['/pepe/1?v=2', '/'])('%s: each in place of its tag, allowed by its hash and nothing more', async (path) => {
    siteHas()
    const { call } = setup()
    const response = await call(path)
    const html = await response.text()
    // A link stays, of a type no browser fetches, for a lazy chunk looking for it before it would fetch the file again.
    expect(html).toContain(`<script>${THEME_JS}</script>\n    <style>${CSS}</style><link rel="stylesheet" href="/assets/index-C1.css" type="text/x-inlined">`)
    expect(html).not.toContain(STYLESHEET)
    expect(html).not.toContain(THEME)
    const csp = response.headers.get('Content-Security-Policy')
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${hash(CSS)}`)
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hash(THEME_JS)} ${hash(START_JS)}`)
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' https:")
  })

  test('a page the site serves as it is keeps its links and its policy: those files are cached for the next page', async () => {
    siteHas()
    const { call } = setup()
    const response = await call('/?v=1')
    const html = await response.text()
    expect(html).toContain(STYLESHEET)
    expect(html).toContain(THEME)
    expect(response.headers.get('Content-Security-Policy')).toBe(POLICY)
  })

  test.each([
    ['cannot be had', { cssStatus: 404 }],
    ['would end its element early', { css: 'a::after{content:"</style><script>alert(1)</script>"}' }],
    ['is too big to carry', { css: `a{color:red}${' '.repeat(70_000)}` }],
  ])('a stylesheet that %s stays linked, and the policy allows no style inline', async (_, site) => {
    siteHas(site)
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain(STYLESHEET)
    expect(html).not.toContain('<style>')
    expect(html).toContain(`<script>${THEME_JS}</script>`)
    expect(directive(response.headers.get('Content-Security-Policy'), 'style-src')).toBe("style-src 'self'")
  })
})

describe('a drawn page starts its app with start.js in the page, not fetched beside its image', () => {
  test.each(['/pepe/1?v=2', '/'])('%s: right after #root, with the modules and manifest it names, allowed by its hash', async (path) => {
    siteHas({ html: WITH_HEAD_FILES.replace('<title>', '<link rel="manifest" href="/manifest.webmanifest">\n    <title>') })
    const { call } = setup()
    const response = await call(path)
    const html = await response.text()
    // After the image it waits for, which is parsed by then; its data-* read by the script itself.
    expect(html).toContain(`</main></div><script data-modules="/assets/index-Ab12.js" data-preload="" data-manifest="/manifest.webmanifest">${START_JS}</script>`)
    expect(html).not.toContain('<link rel="manifest"')
    expect(html).not.toContain('src="/start.js"')
    expect(directive(response.headers.get('Content-Security-Policy'), 'script-src')).toContain(hash(START_JS))
  })

  test.each([
    ['cannot be had', { startStatus: 404 }, "script-src 'self'"],
    ["is under a policy ('strict-dynamic') that would ignore its hash", { csp: "script-src 'self' 'strict-dynamic'" }, "script-src 'self' 'strict-dynamic'"],
  ])('where it %s, the page names it, deferred, and the policy allows no more script', async (_, site, scriptSrc) => {
    siteHas(site)
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    const html = await response.text()
    expect(html).toContain('<script defer src="/start.js" data-modules="/assets/index-Ab12.js" data-preload=""></script>')
    expect(html).not.toContain(START_JS)
    expect(directive(response.headers.get('Content-Security-Policy'), 'script-src')?.startsWith(scriptSrc)).toBe(true)
    expect(directive(response.headers.get('Content-Security-Policy'), 'script-src')).not.toContain(hash(START_JS))
  })
})

test('only what blocks the first paint for every medium goes in: a print stylesheet, a module, a deferred or nomodule script stay', async () => {
  const others = [
    '<link rel="stylesheet" href="/assets/print-P1.css" media="print">',
    '<script defer src="/late.js"></script>',
    '<script nomodule src="/legacy.js"></script>',
  ]
  siteHas({ html: WITH_HEAD_FILES.replace('<title>', `${others.join('\n    ')}\n    <title>`) })
  const served = () => new HttpResponse('body{}', { headers: { 'Content-Type': 'text/css' } })
  server.use(...['/assets/print-P1.css', '/late.js', '/legacy.js'].map((path) => http.get(`${SITE}${path}`, served)))
  const { call } = setup()
  const html = await (await call('/pepe/1?v=2')).text()
  for (const tag of others) expect(html).toContain(tag)
  expect(html).toContain(`<style>${CSS}</style>`)
})

test('a stylesheet with Windows line ends goes in as the browser reads it, and is hashed so', async () => {
  siteHas({ css: 'a{color:red}\r\nb{color:blue}\r' })
  const { call } = setup()
  const response = await call('/pepe/1?v=2')
  expect(await response.text()).toContain('<style>a{color:red}\nb{color:blue}\n</style>')
  expect(directive(response.headers.get('Content-Security-Policy'), 'style-src')).toBe(`style-src 'self' ${hash('a{color:red}\nb{color:blue}\n')}`)
})

test('a stylesheet answered as HTML (the site\'s fallback for a missing file) stays linked', async () => {
  siteHas({ cssType: 'text/html' })
  const { call } = setup()
  const html = await (await call('/pepe/1?v=2')).text()
  expect(html).toContain(STYLESHEET)
  expect(html).not.toContain('<style>')
})

test('a stylesheet on another origin (//host) is never asked for with the visitor\'s credentials', async () => {
  const asked: Request[] = []
  server.use(http.get('https://elsewhere.example/x.css', ({ request }) => {
    asked.push(request)
    return new HttpResponse('a{}', { headers: { 'Content-Type': 'text/css' } })
  }))
  siteHas({ html: WITH_HEAD_FILES.replace('<title>', '<link rel="stylesheet" href="//elsewhere.example/x.css">\n    <title>') })
  const { call } = setup()
  const html = await (await call('/pepe/1?v=2', { headers: { Cookie: 'nf_jwt=visitor' } })).text()
  expect(asked).toEqual([])
  expect(html).toContain('<link rel="stylesheet" href="//elsewhere.example/x.css">')
})

describe('the policy a drawn page is served with (inlineUnder)', () => {
  const style: Inlined = { tag: STYLESHEET, path: '/assets/index-C1.css', kind: 'style', text: CSS, hash: hash(CSS) }
  const script: Inlined = { tag: THEME, path: '/theme.js', kind: 'script', text: THEME_JS, hash: hash(THEME_JS) }

  test('with no style-src or script-src of its own, a copy of default-src with the hashes', () => {
    expect(inlineUnder("default-src 'self' https://cdn.example; img-src https:", [style, script])).toEqual({
      csp: `default-src 'self' https://cdn.example; img-src https:; style-src 'self' https://cdn.example ${hash(CSS)}; script-src 'self' https://cdn.example ${hash(THEME_JS)}`,
      files: [style, script],
    })
  })

  test("a kind the policy forbids ('none') stays linked, and is not let in by a hash", () => {
    expect(inlineUnder("default-src 'self'; style-src 'none'", [style, script])).toEqual({
      csp: `default-src 'self'; style-src 'none'; script-src 'self' ${hash(THEME_JS)}`,
      files: [script],
    })
  })

  test("'unsafe-inline' alone allows them already: no hash added, which would turn it off", () => {
    expect(inlineUnder("style-src 'self' 'unsafe-inline'", [style])).toEqual({ csp: "style-src 'self' 'unsafe-inline'", files: [style] })
    expect(inlineUnder("style-src 'self' 'unsafe-inline' 'nonce-abc'", [style]).csp).toBe(`style-src 'self' 'unsafe-inline' 'nonce-abc' ${hash(CSS)}`)
  })

  test.each([
    ['an empty directive (none)', "default-src 'self'; style-src"],
    ["'NONE' in capitals", "style-src 'NONE'"],
    ['a style-src-elem that would rule over style-src', "style-src 'self'; style-src-elem 'self'"],
    ['two policies in one header', "style-src 'self', style-src 'self'"],
  ])('%s: the stylesheet stays linked and the policy as it was', (_, csp) => {
    expect(inlineUnder(csp, [style])).toEqual({ csp, files: [] })
  })

  test("'strict-dynamic' would ignore a hash for the theme script: it stays linked", () => {
    expect(inlineUnder("script-src 'self' 'strict-dynamic' 'nonce-abc'", [script]).files).toEqual([])
  })

  test('no policy: every file goes in, and no policy is made up', () => {
    expect(inlineUnder(undefined, [style, script])).toEqual({ csp: undefined, files: [style, script] })
  })
})
