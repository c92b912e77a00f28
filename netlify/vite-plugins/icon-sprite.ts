import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ICON_FILES, iconId, type IconName } from '../../src/icons/icons.ts'

/**
 * The icons of src/icons/icons.ts, once in every page: an undrawn inline `<svg>` of `<symbol>`s first
 * in `<body>`, outside `#root`, which React and the server's first screen draw with `<use>`.
 */
export function iconSprite(): Plugin {
  let root = ''
  return {
    name: 'pepe:icon-sprite',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      async handler() {
        const names = Object.keys(ICON_FILES) as IconName[]
        const symbols = await Promise.all(names.map(async (name) => toSymbol(iconId(name), await readFile(path.join(root, ICON_FILES[name]), 'utf8'), ICON_FILES[name])))
        return [{ tag: 'svg', attrs: { display: 'none', 'aria-hidden': 'true' }, children: symbols.join(''), injectTo: 'body-prepend' }]
      },
    },
  }
}

/** An SVG file's drawing as a sprite's `<symbol>`: its viewBox and drawing attributes, without its namespace, size or comments. */
export function toSymbol(id: string, svg: string, file: string): string {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))
  if (!match) throw new Error(`${file} is not one <svg> element`)
  const attributes = (match[1] ?? '').replace(/\s(?:xmlns|width|height)="[^"]*"/g, '')
  return `<symbol id="${id}"${attributes}>${(match[2] ?? '').trim()}</symbol>`
}
