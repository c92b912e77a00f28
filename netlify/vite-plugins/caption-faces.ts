import type { Plugin } from 'vite'
import { CAPTION_FACES } from '../../src/caption/font-files.ts'
import { captionSlices } from '../caption/face-table.ts'

/**
 * The chunk of the CJK faces' ranges: named, so the service worker leaves it out of its precache
 * (a visitor who never captions in CJK never fetches it).
 */
export const LATER_FACES_CHUNK = 'caption-faces-later'
export const isLaterFaces = (moduleId: string | null) => moduleId === '\0virtual:caption-faces-later'

/** The faces fetched with the caption page, and those (CJK's) fetched only for a caption that needs them. */
const MODULES = { 'virtual:caption-faces': false, 'virtual:caption-faces-later': true } as const
type Module = keyof typeof MODULES
const isModule = (id: string): id is Module => id in MODULES

/**
 * `virtual:caption-faces` and `virtual:caption-faces-later`: the caption's slices (netlify/caption/
 * face-table.ts, read from each fontsource package's unicode.json) with each file's address, for
 * src/caption/fonts.ts. In a build, one import per file: Vite emits each as a hashed asset,
 * fetched only when a caption uses it.
 */
export function captionFaces(): Plugin {
  let build = false
  return {
    name: 'pepe:caption-faces',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id) {
      return isModule(id) ? `\0${id}` : undefined
    },
    load(id, options) {
      const name = id.slice(1)
      if (!id.startsWith('\0') || !isModule(name)) return undefined
      // The server's first screen (the page function) never draws a caption: no faces to carry.
      if (options?.ssr === true) return 'export const CAPTION_SLICES = []\n'
      const families = new Set(CAPTION_FACES.filter((face) => (face.later ?? false) === MODULES[name]).map((face) => face.family))
      const slices = captionSlices().filter((slice) => families.has(slice.family))
      // Served (dev, tests): node_modules' own files, which Vite serves from the root, with no module per file.
      if (!build) return `export const CAPTION_SLICES = ${JSON.stringify(slices.map((slice) => ({ ...slice, url: `/node_modules/${slice.file}` })))}\n`
      const imports = slices.map(({ file }, index) => `import url${index} from ${JSON.stringify(`${file}?url`)}`)
      const rows = slices.map((slice, index) => `{ ...${JSON.stringify(slice)}, url: url${index} }`)
      return `${imports.join('\n')}\nexport const CAPTION_SLICES = [\n${rows.join(',\n')}\n]\n`
    },
  }
}
