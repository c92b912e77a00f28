import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CAPTION_MAX_LENGTH, captionProblem, captionQuery, cleanCaptionText, isCanonicalCaption, readCaption } from './caption-text.ts'

const params = (query: string) => new URLSearchParams(query)

describe('what a box keeps of what was typed', () => {
  test.each([
    ['a control character becomes a space', 'when\tthe\nbuild\u0000is\u0085green', 'when the build is green'],
    ['a lone surrogate becomes U+FFFD', 'a\ud800b', 'a\ufffdb'],
    ['space at either end stays (the next word’s)', ' smug ', ' smug '],
    ['120 characters stay whole', 'a'.repeat(120), 'a'.repeat(120)],
    ['over 120 characters: the first 120', 'a'.repeat(121), 'a'.repeat(120)],
    ['an emoji counts as one character', '🐸'.repeat(130), '🐸'.repeat(120)],
  ])('%s', (_, raw, kept) => {
    expect(cleanCaptionText(raw)).toBe(kept)
  })
})

describe('the page reads a caption from its address, tolerantly', () => {
  test('the boxes and the capitals switch', () => {
    expect(readCaption(params('v=2&top=when+green&bottom=ship%20it&caps=0'))).toEqual({ top: 'when green', bottom: 'ship it', caps: false })
    expect(readCaption(params('v=1'))).toEqual({ top: '', bottom: '', caps: true })
  })

  test('text over 120 characters or with control characters is cleaned, not refused', () => {
    expect(readCaption(params(`top=${'b'.repeat(200)}&bottom=a%0Ab&caps=yes`))).toEqual({ top: 'b'.repeat(120), bottom: 'a b', caps: true })
  })
})

describe('one meme, one address', () => {
  test('v, top, bottom, then caps=0 only when capitals are off; empty boxes left out', () => {
    expect(captionQuery('v2', { top: 'when green', bottom: 'ship it', caps: true })).toBe('v=2&top=when+green&bottom=ship+it')
    expect(captionQuery('v1', { top: '', bottom: 'Ship & it?', caps: false })).toBe('v=1&bottom=Ship+%26+it%3F&caps=0')
    expect(captionQuery('v2', { top: '', bottom: '', caps: true })).toBe('v=2')
  })

  test.each([
    ['the canonical query', 'v=2&top=a+b&bottom=c', true],
    ['the same, spaces written %20', 'v=2&top=a%20b&bottom=c', true],
    ['another order', 'top=a+b&v=2&bottom=c', false],
    ['no version', 'top=a', false],
    ['an empty box', 'v=2&top=&bottom=c', false],
    ['caps=1, the default, written out', 'v=2&top=a&caps=1', false],
  ])('%s: canonical %s', (_, query, canonical) => {
    expect(isCanonicalCaption(query.includes('v=1') ? 'v1' : 'v2', params(query))).toBe(canonical)
  })
})

describe('the image function refuses what the page would not write', () => {
  test.each([
    ['an image address', 'v=2&top=a&url=https%3A%2F%2Fevil.example%2Fx.png', /Unknown parameter "url"/],
    ['a repeated box', 'v=2&top=a&top=b', /"top" is given twice/],
    ['another version', 'v=3&top=a', /v must be 1 or 2/],
    ['another caps', 'v=2&caps=no', /caps must be 0 or 1/],
    ['a control character', 'v=2&bottom=a%0Ab', /bottom text holds a control character/],
    ['121 characters', `v=2&top=${'a'.repeat(121)}`, /top text is over 120 characters/],
  ])('%s', (_, query, message) => {
    expect(captionProblem(params(query))).toMatch(message)
  })

  test('120 characters, emoji counted as one each, pass', () => {
    expect(captionProblem(params(`v=2&top=${'🐸'.repeat(CAPTION_MAX_LENGTH)}&bottom=${'a'.repeat(120)}&caps=0`))).toBeNull()
  })
})

test('for any text, the page’s address is canonical and the function accepts it, with the same caption', () => {
  // What an address may hold: controls, lone surrogates, emoji, the query's own signs; long enough to be cut.
  const unit = fc.constantFrom('a', 'É', ' ', '\t', '\u0000', '\u0085', '\ud800', '\udc00', '🐸', '+', '&', '=', '%', '#', '?')
  const text = fc.string({ unit, maxLength: 130 })
  fc.assert(
    fc.property(text, text, fc.boolean(), fc.constantFrom('v1' as const, 'v2' as const), (top, bottom, caps, version) => {
      const caption = { top: cleanCaptionText(top), bottom: cleanCaptionText(bottom), caps }
      const query = params(captionQuery(version, caption))
      return (
        cleanCaptionText(caption.top) === caption.top &&
        captionProblem(query) === null &&
        isCanonicalCaption(version, query) &&
        JSON.stringify(readCaption(query)) === JSON.stringify(caption)
      )
    }),
  )
})
