import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from './client'
import { isWellFormed } from './ids'
import { parseV1List, parseV1Record, parseV2Random, parseV2Record, type Pepe } from './schemas'

const RUNS = 1_500

// Mostly right, sometimes wrong in one place: pure random JSON would almost never be valid, so
// the "yields valid records" half of the property would go untested.
const anyValue = fc.jsonValue({ maxDepth: 2 })
const usually = <T,>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: anyValue })
const badUrl = fc.constantFrom('javascript:alert(1)', 'data:image/png;base64,AA', '/relative.jpg', 'ftp://x/y', '', 'http://')
const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))
const recordOf = (id: fc.Arbitrary<unknown>) => {
  const fields = {
    id: usually(id),
    url: fc.oneof({ weight: 6, arbitrary: fc.webUrl() }, { weight: 2, arbitrary: badUrl }, { weight: 1, arbitrary: anyValue }),
    description: fc.oneof(
      { weight: 6, arbitrary: usually(fc.string()) },
      // Text with lone surrogates in it (two that meet are a pair).
      { weight: 2, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 3 }), surrogate)).map((parts) => parts.join('')) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  }
  return fc.oneof({ weight: 9, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) })
}
// Ids of any UTF-16 code units too, lone surrogates included: they must never come through.
const v1Record = recordOf(fc.oneof(fc.string({ minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 })))
const v2Record = recordOf(fc.oneof(fc.nat(), fc.integer(), fc.double()))
const v1Body = fc.record({
  status: usually(fc.constant('success')),
  result: fc.oneof({ weight: 4, arbitrary: fc.array(v1Record, { maxLength: 5 }) }, { weight: 4, arbitrary: v1Record }, { weight: 1, arbitrary: anyValue }),
})
const v2Body = fc.record({
  data: fc.oneof({ weight: 6, arbitrary: v2Record }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyValue }),
  search: fc.option(usually(fc.record({ terms: fc.string(), found: fc.boolean() })), { nil: undefined }),
})
const v1Like = fc.oneof({ weight: 1, arbitrary: anyValue }, { weight: 1, arbitrary: v2Body }, { weight: 6, arbitrary: v1Body })
const v2Like = fc.oneof({ weight: 1, arbitrary: anyValue }, { weight: 1, arbitrary: v1Body }, { weight: 6, arbitrary: v2Body })

function isValidPepe(pepe: Pepe, version: Pepe['version']): boolean {
  const protocol = URL.parse(pepe.url)?.protocol
  return (
    pepe.version === version &&
    pepe.id !== '' &&
    isWellFormed(pepe.id) &&
    (version === 'v1' || /^\d+$/.test(pepe.id)) &&
    typeof pepe.description === 'string' &&
    pepe.description.trim() !== '' &&
    isWellFormed(pepe.description) &&
    isWellFormed(pepe.url) &&
    pepe.description.length <= 2_000 &&
    pepe.url.length <= 2_048 &&
    pepe.id.length <= 200 &&
    (protocol === 'http:' || protocol === 'https:')
  )
}

/** Runs `parse` and says whether it returned valid pepes or threw invalid-response, and nothing else. */
function holds(parse: () => readonly Pepe[], version: Pepe['version']): boolean {
  try {
    return parse().every((pepe) => isValidPepe(pepe, version))
  } catch (error) {
    return error instanceof ApiError && error.kind === 'invalid-response'
  }
}

describe('every parser yields valid records or an invalid-response ApiError, and nothing else', () => {
  test('v1 list', () => {
    fc.assert(fc.property(v1Like, (json) => holds(() => parseV1List(json), 'v1')), { numRuns: RUNS })
  })
  test('v1 record', () => {
    fc.assert(fc.property(v1Like, (json) => holds(() => [parseV1Record(json)], 'v1')), { numRuns: RUNS })
  })
  test('v2 random', () => {
    fc.assert(fc.property(v2Like, (json) => holds(() => parseV2Random(json).pepes, 'v2')), { numRuns: RUNS })
  })
  test('v2 record', () => {
    fc.assert(fc.property(v2Like, (json) => holds(() => [parseV2Record(json)], 'v2')), { numRuns: RUNS })
  })
})

test('valid answers come through normalised', () => {
  const record = { id: 42, url: 'https://cdn.test/42.jpg', description: 'frog', extra: true }
  expect(parseV2Record({ data: record })).toEqual({ version: 'v2', id: '42', url: record.url, description: 'frog' })
  expect(parseV2Random({ data: record, search: { terms: 'frog', found: true } }).matched).toBe(true)
  expect(parseV1Record({ status: 'success', result: { ...record, id: 'x y' } })).toMatchObject({ id: 'x y' })
})
