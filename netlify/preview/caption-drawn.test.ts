// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { beforeAll, describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { demoDrawings } from '../caption/test-caption-image.ts'
import { APP, dataBlock, loadFirstScreen, MANIFEST, rootOf, setup, siteServes } from './test-page.ts'

// A cold caption link (SPEC section 13.1) is drawn as a record's page is: its heading, fields and
// actions come with the HTML, not after the app's code and the caption page's chunk.

beforeAll(loadFirstScreen, 60_000)

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('a caption page drawn by React on the server', () => {
  test('its heading, the caption in its fields and the canvas’s name; the caption page’s files fetched with the app', async () => {
    siteServes(APP, 200, { ...MANIFEST, detailChunks: ['/assets/pepe-page-P1.js'], captionChunks: ['/assets/C1.js', '/assets/F1.js'] })
    server.use(demoDrawings)
    const { call } = setup()
    const html = await (await call('/pepe/7/caption?v=2&top=when+green&bottom=ship+it&caps=0')).text()
    const root = rootOf(html)
    expect(root?.querySelector('h1')?.textContent).toBe('Caption Pepe 7')
    const fields = [...(root?.querySelectorAll<HTMLInputElement>('.caption-field input') ?? [])]
    expect(fields.map((field) => field.getAttribute('value'))).toEqual(['when green', 'ship it'])
    expect(root?.querySelector('input[role="switch"]')?.hasAttribute('checked')).toBe(false)
    expect(root?.querySelector('canvas')?.getAttribute('aria-label')).toBe('Pepe 7 captioned “when green” and “ship it”')
    const start = parse(html).querySelector<HTMLScriptElement>('script[data-modules]')
    expect(start?.dataset.preload).toBe('/assets/C1.js /assets/F1.js')
    // The record rides with the page; the plain picture is not preloaded (the canvas draws the PNG).
    expect(dataBlock(html)).toMatchObject({ version: 'v2', id: '7', record: { data: { id: 7 } } })
    expect(parse(html).querySelector('link[rel="preload"][as="image"]')).toBeNull()
  })

  test('one page per caption for every visitor: the same caption asked in another order is the same page', async () => {
    siteServes()
    server.use(demoDrawings)
    const { call } = setup()
    const canonical = await (await call('/pepe/7/caption?v=2&top=smug&bottom=frog')).text()
    expect(await (await call('/pepe/7/caption?bottom=frog&top=smug&v=2')).text()).toBe(canonical)
  })
})
