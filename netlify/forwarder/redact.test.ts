import { expect, test } from 'vitest'
import { keyForms, redactBytes, redactor } from './redact.ts'

test('the forms of a key: as written, JSON-escaped (with and without \\/), URL- and form-encoded', () => {
  expect(keyForms('a"b/c d').sort()).toEqual(['a"b/c d', 'a\\"b/c d', 'a\\"b\\/c d', 'a%22b%2Fc%20d', 'a%22b%2Fc+d'].sort())
  expect(keyForms('plain')).toEqual(['plain'])
})

test('every form is replaced, a longer one before a shorter one it holds', () => {
  const redact = redactor('k"1')
  expect(redact('k"1 | k\\"1 | k%221 | none')).toBe('[redacted] | [redacted] | [redacted] | none')
})

test('without a key, text and bytes pass untouched', () => {
  const redact = redactor(null)
  const bytes = new Uint8Array([0xc3, 0x28, 0x00, 0xff])
  expect(redact('anything')).toBe('anything')
  expect([...redactBytes(redact, bytes)]).toEqual([...bytes])
})
