import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string'
import { expect, test } from 'vitest'
import { decodedLength } from './decoded-length'
import { lzStream } from './test-lz'

/** Texts of every kind a link holds: words, JSON, emoji, CJK, lone surrogates, long runs, random units. */
function texts(): string[] {
  let state = 7
  const random = () => {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) + 0x6b43a9b5
    return (state >>> 0) / 2 ** 32
  }
  const pieces = ['pepe', ' ', '"', '🐸', '我们', 'ü', '\ud800', '{"a":[1,2]}', 'https://cdn.onlypepes.com/', '\u0000', '\uffff']
  const made = ['', 'a', 'ab', 'aaaa', 'a'.repeat(10_000), JSON.stringify(['Rainy days ☔', ['https://x/'], [[2, '7', 0, 'a.png', 'Sad pepe']]])]
  for (let n = 0; n < 300; n++) {
    const length = Math.floor(random() * (n < 250 ? 60 : 3000))
    let text = ''
    for (let i = 0; i < length; i++) {
      text += random() < 0.5 ? (pieces[Math.floor(random() * pieces.length)] ?? '') : String.fromCharCode(Math.floor(random() * 0x10000))
    }
    made.push(text)
  }
  return made
}

test('the length of what lz-string decompresses, worked out from the codes alone, for every kind of text', () => {
  for (const text of texts()) expect(decodedLength(compressToEncodedURIComponent(text), Infinity)).toBe(text.length)
})

test('a stream cut or changed anywhere: the length of what lz-string makes of it, or null where it makes nothing', () => {
  // (Changes that make the first code 3, which lz-string reads as garbage, are decoded-length.ts's own case: refused.)
  for (const text of texts().slice(0, 120)) {
    const body = compressToEncodedURIComponent(text)
    const changed = [body.slice(0, body.length >> 1), body.slice(1), `${body.slice(0, 3)}Z${body.slice(4)}`, body.replace('A', ' ')]
    for (const input of changed) {
      let made: string | null
      try {
        made = decompressFromEncodedURIComponent(input)
      } catch {
        made = null
      }
      expect(decodedLength(input, Infinity) || null).toBe(made ? made.length : null)
    }
  }
})

test('a first code of 3, which lz-string never writes and reads as garbage, is refused (null)', () => {
  // "w" is 110000: its first two bits, the first code's, read 3.
  expect(decodedLength('wAAAA', Infinity)).toBeNull()
})

test('a crafted stream whose text grows as the square of its codes is found out early, without making the text', () => {
  // 30,000 codes, 69,554 characters: 450,045,001 characters decompressed (half a gigabyte).
  const bomb = lzStream(['a', { again: 30_000 }])
  expect(bomb).toHaveLength(69_554)
  expect(decodedLength(bomb, Infinity)).toBe(450_045_001)
  expect(decodedLength(bomb, 5_000_000)).toBe(Infinity)
  // The same shape, small enough to decompress here: what lz-string makes of it.
  const small = lzStream(['{"a":"a', { again: 40 }, '"}'])
  expect(decompressFromEncodedURIComponent(small)).toBe(`{"a":"${'a'.repeat(1 + (41 * 42) / 2 - 1)}"}`)
  expect(decodedLength(small, Infinity)).toBe(decompressFromEncodedURIComponent(small).length)
})
