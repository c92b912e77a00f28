import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { FaceSlice } from '../../src/caption/face-slices.ts'
import { CAPTION_FACES, sliceFile } from '../../src/caption/font-files.ts'

/**
 * The caption's faces as slices (src/caption/font-files.ts's table), each with the unicode-range its
 * package's own unicode.json gives: what the image function registers from, and what the build
 * hands the browser (netlify/vite-plugins/caption-faces.ts), so the two read one table.
 */

const require = createRequire(import.meta.url)

/** A slice's file on this machine (node_modules, or the function's bundle). */
export const slicePath = (file: string) => require.resolve(file)

let table: FaceSlice[] | undefined

export function captionSlices(): readonly FaceSlice[] {
  table ??= CAPTION_FACES.flatMap((face) => {
    const ranges = JSON.parse(readFileSync(require.resolve(`${face.package}/unicode.json`), 'utf8')) as Record<string, string>
    const subsets = face.subsets === 'numbered' ? Object.keys(ranges).filter((subset) => /^\[\d+\]$/.test(subset)) : face.subsets
    return subsets.map((subset) => {
      const range = ranges[subset]
      if (range === undefined) throw new Error(`${face.package} has no subset ${subset}`)
      return { family: face.family, file: sliceFile(face, subset), range, variable: face.weight === 'wght' }
    })
  })
  return table
}
