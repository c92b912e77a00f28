import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isV1Id, isWellFormed, toWellFormed, toWholeNumberId } from './ids'

describe('toWholeNumberId', () => {
  test.each([
    ['7', '7'],
    ['007', '7'],
    ['0', '0'],
    ['000', '0'],
    ['123456789012345', '123456789012345'],
  ])('%j is record %j', (raw, id) => {
    expect(toWholeNumberId(raw)).toBe(id)
  })

  test.each(['', '-3', '4.0', '1e3', ' 7', '7 ', '+7', '1234567890123456', '٣'])('%j is not a whole number', (raw) => {
    expect(toWholeNumberId(raw)).toBeNull()
  })
})

describe('isV1Id', () => {
  test.each(['smug pepe', 'c++', 'a/b', '%', 'カエル', '🐸', '...'])('%j is an id', (raw) => {
    expect(isV1Id(raw)).toBe(true)
  })

  // A lone surrogate would make encodeURIComponent throw while the page builds a link.
  test.each(['', '.', '..', 'p-\ud800', '\udc00', 'x\ud83dy'])('%j is not, and encoding is never tried', (raw) => {
    expect(isV1Id(raw)).toBe(false)
  })

  test('every id it accepts can be put in a URL', () => {
    for (const raw of ['p-\ud800', 'p-\ud83d\ude00', 'plain']) {
      if (isV1Id(raw)) expect(() => encodeURIComponent(raw)).not.toThrow()
    }
  })
})

test('isWellFormed tells surrogate pairs from lone halves', () => {
  expect(isWellFormed('frog 🐸')).toBe(true)
  expect(isWellFormed('frog \ud83d')).toBe(false)
  expect(isWellFormed('\ude00frog')).toBe(false)
})

test('toWellFormed does what String.prototype.toWellFormed does (the runtime of the tests has it)', () => {
  const native = (text: string) => (text as unknown as { toWellFormed: () => string }).toWellFormed()
  const unit = fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)))
  fc.assert(
    fc.property(fc.array(unit).map((parts) => parts.join('')), (text) => toWellFormed(text) === native(text)),
    { numRuns: 1_000 },
  )
  expect(toWellFormed('a\ud800b\udfff🐸')).toBe('a\ufffdb\ufffd🐸')
})
