import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { CAPTION_FONT_FILES } from '../../src/caption/font-files.ts'

// SPEC 13.1: what Anton lacks is drawn with a face shipped with the app (the image function's
// server has none of its own), never as boxes. Each file covers its fontsource unicode-range.

const rangesOf = (file: string) => {
  const name = file.split('/').slice(0, 2).join('/')
  return JSON.parse(readFileSync(`node_modules/${name}/unicode.json`, 'utf8')) as Record<string, string>
}

/** The code points of the shipped files' unicode-ranges (`U+0400-045F,U+2116`). */
const shipped = new Set<number>(
  CAPTION_FONT_FILES.flatMap(({ file, subset }) =>
    (rangesOf(file)[subset] ?? '').split(',').flatMap((range) => {
      const [from = 0, to = from] = range.replace('U+', '').split('-').map((hex) => Number.parseInt(hex, 16))
      return Array.from({ length: to - from + 1 }, (_, i) => from + i)
    }),
  ),
)

test.each([
  ['Russian', 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'],
  ['Ukrainian, Serbian and Kazakh', 'ҐЄІЇЂЉЊЋЏӘҒҚҢӨҰҮҺ'],
  ['Greek, its accents', 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ'],
  ['polytonic Greek', 'ἈἘἨἸὈὙὨᾼῌῼ'],
  ['Latin, Vietnamese and emoji', 'ÆŁŒẠỸ🐸🚀❤'],
])('%s: every capital is in a shipped face', (_, letters) => {
  const missing = Array.from(letters).filter((letter) => !shipped.has(letter.codePointAt(0) ?? 0))
  expect(missing).toEqual([])
})
