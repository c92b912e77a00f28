import { describe, expect, test } from 'vitest'
import { readOutsideRecord } from './outside-records'

const own = ['https://pepes.example']
const good = { version: 'v2', id: '7', url: 'https://cdn.onlypepes.com/7.png', description: 'Rainy' }

describe('readOutsideRecord', () => {
  test.each([
    [good, { ...good }],
    [{ ...good, version: 'v1', id: 'abc', url: 'https://pepes.example/demo/a.svg' }, { ...good, version: 'v1', id: 'abc', url: 'https://pepes.example/demo/a.svg' }],
    [{ ...good, description: '  ' }, { ...good, description: 'Pepe 7' }],
  ])('%j is read as the API would give it', (value, pepe) => {
    expect(readOutsideRecord(value, own)).toEqual({ ok: true, pepe })
  })

  test.each([
    [{ ...good, url: 'javascript:alert(1)' }, 'its url is a javascript: address'],
    [{ ...good, url: 'data:image/png;base64,AAAA' }, 'its url is a data: address'],
    [{ ...good, url: 'https://evil.example/a.png' }, 'its image is on evil.example, not a host the app trusts'],
    [{ ...good, description: 'bad \ud800 text' }, 'lone surrogate'],
    [{ ...good, id: '\udc00' }, 'lone surrogate'],
    [{ ...good, description: 'x'.repeat(2001) }, 'SPEC section 4'],
    [{ ...good, url: `https://cdn.onlypepes.com/${'a'.repeat(2048)}` }, 'SPEC section 4'],
    [{ ...good, id: 'seven' }, 'SPEC section 4'],
    [{ ...good, id: '007' }, 'SPEC section 4'],
    [{ ...good, version: 'v3' }, 'its version is not'],
    [{ ...good, id: 7 }, 'its id is not text'],
    ['a string', 'it is not a record'],
  ])('%j is refused: %s', (value, why) => {
    const read = readOutsideRecord(value, own)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.why).toContain(why)
  })
})
