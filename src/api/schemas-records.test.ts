import { describe, expect, test } from 'vitest'
import { isWellFormed } from './ids'
import { parseV1List, parseV1Record, parseV2Random, parseV2Record, type Pepe } from './schemas'

// Which records an answer keeps, which it leaves out, and which make it unexpected (schemas.test.ts:
// the parsers' property tests).

const record = (id: string, n = 0) => ({ id, url: `https://cdn.test/${n}.jpg`, description: `pepe ${n}` })
const expectInvalid = (parse: () => unknown) => {
  expect(parse).toThrow(expect.objectContaining({ kind: 'invalid-response' }))
}

describe('ids that cannot be linked to', () => {
  // The page put such an id through encodeURIComponent for its link, which threw.
  const lone = 'p-\ud800'

  test('are left out of a v1 list, like an unsafe url', () => {
    const pepes = parseV1List({ status: 'success', result: [record(lone, 1), record('ok', 2), record('\udfff', 3)] })
    expect(pepes.map((pepe) => pepe.id)).toEqual(['ok'])
  })

  test('as the only record of a list or a by-id answer, make it an unexpected response', () => {
    expectInvalid(() => parseV1List({ status: 'success', result: [record(lone)] }))
    expectInvalid(() => parseV1Record({ status: 'success', result: record(lone) }))
  })

  test('a surrogate pair is a well-formed id', () => {
    expect(parseV1Record({ status: 'success', result: record('frog-🐸') }).id).toBe('frog-🐸')
  })
})

describe('a v1 list keeps at most 50 records', () => {
  const many = (count: number) => Array.from({ length: count }, (_, n) => record(`id-${n}`, n))

  test('the first 50 of a longer answer, the rest dropped', () => {
    const pepes = parseV1List({ status: 'success', result: many(120) })
    expect(pepes).toHaveLength(50)
    expect(pepes.at(-1)?.id).toBe('id-49')
  })

  test('records past the 50th are not read, so a broken one there costs nothing', () => {
    expect(parseV1List({ status: 'success', result: [...many(50), { id: 7 }] })).toHaveLength(50)
  })

  test('50 or fewer are all kept', () => {
    expect(parseV1List({ status: 'success', result: many(50) })).toHaveLength(50)
  })
})

describe('a tolerant reader: each record is read on its own', () => {
  const ok = (id: string, n = 0) => ({ ...record(id, n), tags: ['smug'], category: null })

  test('an unreadable record is left out of a v1 list, and the rest is shown', () => {
    const result = [
      ok('a', 1),
      { ...record('', 2) },
      { ...record('b', 3), url: 404 },
      { id: 'c', description: 'no url' },
      null,
      'not a record',
      ok('d', 4),
    ]
    expect(parseV1List({ status: 'success', result }).map((pepe) => pepe.id)).toEqual(['a', 'd'])
  })

  test('a record with no description, or a null one, is read and named "Pepe <id>"', () => {
    const bare = { id: 'old', url: 'https://cdn.test/old.jpg' }
    const pepes = parseV1List({ status: 'success', result: [bare, { ...record('nul'), description: null }, record('ok', 1)] })
    expect(pepes.map((pepe) => pepe.description)).toEqual(['Pepe old', 'Pepe nul', 'pepe 1'])
    expect(parseV1Record({ status: 'success', result: bare }).description).toBe('Pepe old')
    const v2 = { id: 7, url: 'https://cdn.test/7.jpg', description: null, tags: null }
    expect(parseV2Record({ data: v2 }).description).toBe('Pepe 7')
    expect(parseV2Random({ data: { ...v2, description: undefined }, search: null }).pepes[0]?.description).toBe('Pepe 7')
  })

  test('a blank description is named the same way: an image named by nothing is a link named by nothing', () => {
    expect(parseV2Record({ data: { id: 7, url: 'https://cdn.test/7.jpg', description: ' ' } }).description).toBe('Pepe 7')
  })

  test('extra fields are ignored', () => {
    expect(parseV1Record({ status: 'success', result: ok('x', 1), meta: { page: 1 } })).toEqual({
      version: 'v1',
      id: 'x',
      url: 'https://cdn.test/1.jpg',
      description: 'pepe 1',
    })
  })

  test('a v1 list with no readable record, and a v2 answer without one, are still unexpected', () => {
    expectInvalid(() => parseV1List({ status: 'success', result: [{ ...record(''), url: 7 }, null, { id: 'x' }] }))
    expectInvalid(() => parseV2Record({ data: { id: 7, url: 5, description: 'x' } }))
    expectInvalid(() => parseV2Random({ data: { id: -1, url: 'https://cdn.test/1.jpg' } }))
  })
})

describe('record text is well-formed, so a drawn page and its data block say the same', () => {
  // Written as UTF-8, the page held U+FFFD where its JSON block kept \ud800: hydration failed.
  const lone = 'sad \ud800 frog \udfff'
  const fixed = 'sad \ufffd frog \ufffd'
  const url = 'https://cdn.test/\udc00.jpg'
  const noLoneSurrogate = (pepe: Pepe) => {
    expect(pepe.description).toBe(fixed)
    expect(isWellFormed(pepe.url)).toBe(true)
    // JSON.stringify writes a lone surrogate as an escape, a pair as it is.
    expect(JSON.stringify(pepe)).not.toMatch(/\\ud[89a-f]/i)
  }

  test('every parser turns a lone surrogate into U+FFFD, in the description and the url', () => {
    noLoneSurrogate(parseV2Record({ data: { id: 1, url, description: lone } }))
    noLoneSurrogate(parseV1Record({ status: 'success', result: { id: 'a', url, description: lone } }))
    const [first] = parseV1List({ status: 'success', result: [{ id: 'a', url, description: lone }] })
    noLoneSurrogate(first as Pepe)
    noLoneSurrogate(parseV2Random({ data: { id: 1, url, description: lone } }).pepes[0] as Pepe)
  })

  test('text read from JSON with escaped lone surrogates, as the upstream sends it', () => {
    const body = `{"data":{"id":1,"url":"https://cdn.test/1.jpg","description":"sad \\ud800 frog \\udfff"}}`
    noLoneSurrogate({ ...parseV2Record(JSON.parse(body)), url: 'https://cdn.test/1.jpg' })
  })

  test('surrogate pairs are kept as they are', () => {
    expect(parseV2Record({ data: { id: 1, url: 'https://cdn.test/1.jpg', description: 'frog 🐸' } }).description).toBe('frog 🐸')
  })
})

describe('a record holds at most 2,000 characters of description, 2,048 of url and 200 of id', () => {
  // An upstream record with a 1,048,000-character description made its drawn page 37.7 MB.
  const at = (description: number, url = 30, id = 1) => ({
    id: 'i'.repeat(id),
    url: `https://cdn.test/${'u'.repeat(url - 'https://cdn.test/'.length)}`,
    description: 'd'.repeat(description),
  })
  const v2 = ({ url, description }: ReturnType<typeof at>) => ({ data: { id: 7, url, description } })

  test('a record at each limit is read whole', () => {
    const pepe = parseV1Record({ status: 'success', result: at(2_000, 2_048, 200) })
    expect([pepe.description.length, pepe.url.length, pepe.id.length]).toEqual([2_000, 2_048, 200])
    expect(parseV2Record(v2(at(2_000, 2_048))).description).toHaveLength(2_000)
  })

  test.each([
    ['a description over it', at(2_001)],
    ['a url over it', at(10, 2_049)],
    ['an id over it', at(10, 30, 201)],
    ['a description of 1,048,000 characters', at(1_048_000)],
  ])('a record with %s is left out of a v1 list', (_, long) => {
    expect(parseV1List({ status: 'success', result: [record('ok'), long] }).map((pepe) => pepe.id)).toEqual(['ok'])
  })

  test.each([
    ['a description', at(2_001)],
    ['a url', at(10, 2_049)],
  ])('as the only record, %s over it makes any answer unexpected', (_, long) => {
    expectInvalid(() => parseV1List({ status: 'success', result: [long] }))
    expectInvalid(() => parseV1Record({ status: 'success', result: long }))
    expectInvalid(() => parseV2Record(v2(long)))
    expectInvalid(() => parseV2Random({ ...v2(long), search: { terms: 'd', found: true } }))
  })
})
