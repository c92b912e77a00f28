import type { Plugin } from 'vite'
import { captionSlices } from '../caption/face-table.ts'

export const CAPTION_FACES_MODULE = 'virtual:caption-faces'
const RESOLVED = `\0${CAPTION_FACES_MODULE}`

/**
 * `virtual:caption-faces`: the caption's slices (netlify/caption/face-table.ts, read from each
 * fontsource package's unicode.json) with each file's asset address, for src/caption/fonts.ts.
 * In a build, one import per file: Vite emits each as a hashed asset, fetched only when a caption uses it.
 */
export function captionFaces(): Plugin {
  let build = false
  return {
    name: 'pepe:caption-faces',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id) {
      return id === CAPTION_FACES_MODULE ? RESOLVED : undefined
    },
    load(id, options) {
      if (id !== RESOLVED) return undefined
      // The server's first screen (the page function) never draws a caption: no faces to carry.
      if (options?.ssr === true) return 'export const CAPTION_SLICES = []\n'
      const slices = captionSlices()
      // Served (dev, tests): node_modules' own files, which Vite serves from the root, with no module per file.
      if (!build) return `export const CAPTION_SLICES = ${JSON.stringify(slices.map((slice) => ({ ...slice, url: `/node_modules/${slice.file}` })))}\n`
      const imports = slices.map(({ file }, index) => `import url${index} from ${JSON.stringify(`${file}?url`)}`)
      const rows = slices.map((slice, index) => `{ ...${JSON.stringify(slice)}, url: url${index} }`)
      return `${imports.join('\n')}\nexport const CAPTION_SLICES = [\n${rows.join(',\n')}\n]\n`
    },
  }
}
