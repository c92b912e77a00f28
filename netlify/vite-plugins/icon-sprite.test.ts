import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { ICON_FILES } from '../../src/icons/icons'
import { iconSprite, toSymbol } from './icon-sprite'

describe('the icon sprite', () => {
  test('an SVG file becomes a symbol with its viewBox and drawing attributes, without namespace, size or comments', () => {
    const svg = '<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor">\n  <path d="M1 1h2"/>\n</svg>\n'
    expect(toSymbol('icon-x', svg, 'x.svg')).toBe('<symbol id="icon-x" viewBox="0 0 24 24" stroke="currentColor"><path d="M1 1h2"/></symbol>')
  })

  test('a file that is not one <svg> element fails the build, naming the file', () => {
    expect(() => toSymbol('icon-x', '<p>not a drawing</p>', 'src/icons/x.svg')).toThrow(/src\/icons\/x\.svg/)
  })

  test('every page gets one undrawn sprite holding every icon, first in its body', async () => {
    const plugin = iconSprite() as unknown as {
      configResolved: (config: Pick<ResolvedConfig, 'root'>) => void
      transformIndexHtml: { handler: () => Promise<{ tag: string; attrs: Record<string, string>; children: string; injectTo: string }[]> }
    }
    plugin.configResolved({ root: path.join(import.meta.dirname, '../..') })
    const [sprite, ...rest] = await plugin.transformIndexHtml.handler()
    expect(rest).toEqual([])
    expect(sprite).toMatchObject({ tag: 'svg', attrs: { display: 'none', 'aria-hidden': 'true' }, injectTo: 'body-prepend' })
    const ids = [...(sprite?.children ?? '').matchAll(/<symbol id="([^"]+)" viewBox="[^"]+"/g)].map((match) => match[1])
    expect(ids).toEqual(Object.keys(ICON_FILES).map((name) => `icon-${name}`))
  })
})
