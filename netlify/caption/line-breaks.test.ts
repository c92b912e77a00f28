import { expect, test } from 'vitest'
import { breakPieces, greedy, piecesOf } from '../../src/caption/line-breaks.ts'
import { layoutCaption } from '../../src/caption/layout-caption.ts'
import { captionMeasure, DRAWING_MS } from './test-canvas.ts'

// Chinese and Japanese are written without spaces: a caption in them breaks between characters,
// so a long one is drawn large on a few lines, not small on one.

test.each([
  ['Latin: whole', 'SHIP', ['SHIP']],
  ['Chinese: each character', '我们就发布', ['我', '们', '就', '发', '布']],
  ['closing punctuation and small kana stay with the character before', 'リリースする！', ['リ', 'リー', 'ス', 'す', 'る！']],
  ['opening punctuation stays with the character after', '「発表」だ', ['「発', '表」', 'だ']],
  ['Korean: at spaces alone', '배포한다', ['배포한다']],
  ['an emoji and a Latin word beside Han', '发布🐸OK', ['发', '布', '🐸OK']],
])('%s', (_, word, pieces) => {
  expect(breakPieces(word)).toEqual(pieces)
})

test('pieces of one word join with no space; words with one', () => {
  expect(greedy(piecesOf(['我们', 'SHIP', 'IT']), () => true)).toEqual(['我们 SHIP IT'])
  expect(greedy(piecesOf(['我们就发布']), (line) => line.length <= 3)).toEqual(['我们就', '发布'])
})

test('a long Chinese caption: a few lines at a size over the floor, every character kept in order', { timeout: DRAWING_MS }, () => {
  const text = '当构建在星期五下午变绿的时候我们就发布然后回家过周末'
  const { top } = layoutCaption(captionMeasure(text), 512, 512, { top: text, bottom: '', caps: true })
  expect(top?.lines.length).toBeGreaterThan(1)
  expect(top?.lines.join('')).toBe(text)
  // The floor is 1/22 of 512 px: 23 px; on one line these 27 characters would be at most 17 px.
  expect(top?.fontPx).toBeGreaterThan(30)
  expect(top?.cut).toBe(false)
})
