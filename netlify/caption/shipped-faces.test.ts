import { expect, test } from 'vitest'
import { rangeHolds, slicesFor } from '../../src/caption/face-slices.ts'
import { captionFaces } from '../../src/caption/font-files.ts'
import { captionSlices } from './face-table.ts'

// SPEC 13.1: what Anton lacks is drawn with a face shipped with the app (the image function's
// server has none of its own), never as boxes. Each slice covers its fontsource unicode-range.

const slices = captionSlices()
const familyOf = (char: string, text = char) => slicesFor(slices, text).find(({ range }) => rangeHolds(range, char.codePointAt(0) ?? 0))?.family

test.each([
  ['Russian', 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'],
  ['Ukrainian, Serbian and Kazakh', 'ҐЄІЇЂЉЊЋЏӘҒҚҢӨҰҮҺ'],
  ['Greek, its accents', 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ'],
  ['polytonic Greek', 'ἈἘἨἸὈὙὨᾼῌῼ'],
  ['Latin, Vietnamese and emoji', 'ÆŁŒẠỸ🐸🚀❤'],
  ['Chinese', '当构建在星期五变绿时我们就发布。，！？繁體字'],
  ['Japanese', 'ビルドが金曜日に緑になったらリリースする。'],
  ['Korean', '금요일에 빌드가 초록색이면 배포한다'],
  ['Arabic', 'عندما يكون البناء أخضر يوم الجمعة ٠١٢٣؟،'],
  ['Hebrew', 'כשהבנייה ירוקה ביום שישי שולחים'],
  ['Devanagari', 'जब शुक्रवार को बिल्ड हरा हो तो शिप करो।'],
  ['Thai', 'เมื่อบิลด์เป็นสีเขียวในวันศุกร์ให้ส่งเลย'],
])('%s: every character is in a shipped face', (_, letters) => {
  const missing = Array.from(letters).filter((letter) => letter !== ' ' && familyOf(letter, letters) === undefined)
  expect(missing).toEqual([])
})

test('a Latin caption needs Anton’s Latin file alone: the image function’s cold start reads no other', () => {
  expect(slicesFor(slices, 'WHEN THE BUILD IS GREEN!').map(({ file }) => file)).toEqual(['@fontsource/anton/files/anton-latin-400-normal.woff2'])
})

test('each character takes one file: a Chinese caption, its Han slices of Noto Sans SC alone', () => {
  const chosen = slicesFor(slices, '当构建变绿 SHIP 🐸')
  expect(new Set(chosen.map(({ family }) => family))).toEqual(new Set(['Anton', 'Noto Emoji', 'Caption Noto Sans SC']))
  expect(chosen.length).toBeLessThan(9)
})

const HAN_FAMILIES = ['Caption Noto Sans SC', 'Caption Noto Sans JP', 'Caption Noto Sans KR']

test.each([
  ['Chinese (no kana, no hangul): Simplified Chinese forms', '直到', 'Caption Noto Sans SC'],
  ['with kana: Japanese forms', '直して', 'Caption Noto Sans JP'],
  ['with hangul: Korean forms', '直 사람', 'Caption Noto Sans KR'],
])('Han in a caption %s', (_, caption, family) => {
  expect(familyOf('直', caption)).toBe(family)
  expect(captionFaces(caption).find((face) => HAN_FAMILIES.includes(face.family))?.family).toBe(family)
})
