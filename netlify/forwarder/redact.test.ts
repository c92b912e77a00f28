import { expect, test } from 'vitest'
import { keyForms, keyHolder, redactBytes, redactor } from './redact.ts'

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

test('keyHolder finds the key under layers of encoding, and nothing in ordinary text', async () => {
  const { fixtures } = await import('../../src/mocks/fixtures')
  const key = 'server-secret-key'
  const holds = keyHolder(key)
  const entities = Array.from(key, (char) => `&#${char.charCodeAt(0)};`).join('')
  expect(holds(`x ${encodeURIComponent(entities).toLowerCase()} y`)).toBe(true)
  expect(holds(Buffer.from(`Basic u:${key}`).toString('base64'))).toBe(true)
  expect(holds(Buffer.from(key).toString('hex'))).toBe(true)
  for (const { description } of fixtures) expect(holds(description)).toBe(false)
  expect(holds('server secret key, base64 c2VydmVy and %73erver')).toBe(false)
  expect(keyHolder(null)('anything')).toBe(false)
})
