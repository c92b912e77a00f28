import { expect, test } from 'vitest'
import type { Pepe } from '../api/schemas'
import { fixtures } from '../mocks/fixtures'
import { MAX_IMPORT_BYTES } from './library-import'
import { payloadIn, readSharedPayload, sharedPath, sharedPathOf, SHARED_TAG } from './shared-link'
import { lzStream } from './test-lz'

const SITE = 'https://pepes.example'
const own = [SITE]

/** A hex name as a catalogue's upload would have: random, so it compresses as little as a real one. */
function hexName(seed: number): string {
  let state = seed + 1
  let hex = ''
  for (let n = 0; n < 32; n++) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) ^ Math.imul(n + seed, 0x297a2d39)
    hex += ((state >>> 7) & 15).toString(16)
  }
  return hex
}

/** 100 records like the catalogue's: the demo's words, v2 ids, long image addresses under a few folders. */
const hundred: Pepe[] = Array.from({ length: 100 }, (_, index) => {
  const fixture = fixtures[index % fixtures.length]
  return {
    version: 'v2',
    id: String(10_000 + index * 37),
    url: `https://cdn.onlypepes.com/pepes/uploads/2024/${String((index % 12) + 1).padStart(2, '0')}/${hexName(index)}-${fixture?.v2Id ?? 0}.webp`,
    description: fixture?.description ?? '',
  }
})

const payloadOf = (path: string) => payloadIn(path) ?? ''

test('a collection goes into a link and comes back the same: name, order, versions, ids, urls and words', () => {
  const mixed: Pepe[] = [
    { version: 'v1', id: 'a/b?c#d', url: `${SITE}/pepes/05.svg`, description: 'Pepe wearing a wizard hat' },
    { version: 'v2', id: '7', url: 'https://onlypepes.com/images/7.png', description: 'Sad pepe in the rain, “quoted” 🐸' },
    ...hundred.slice(0, 3),
  ]
  const path = sharedPath('Rainy days ☔', mixed)
  expect(path).toMatch(new RegExp(`^/shared/${SHARED_TAG}\\.[0-9a-z]+\\.[A-Za-z0-9+$-]+$`))
  expect(readSharedPayload(payloadOf(path), own)).toEqual({ ok: true, collection: { name: 'Rainy days ☔', records: mixed } })
})

test('a pepe twice in a link is read once, where it first stands', () => {
  const [first, second] = hundred
  if (!first || !second) throw new Error('fixtures')
  const read = readSharedPayload(payloadIn(sharedPath('Twice', [first, second, first])) ?? '', own)
  expect(read.ok && read.collection.records.map(({ id }) => id)).toEqual([first.id, second.id])
})

test('100 catalogue-like pepes make a link under 8,000 characters', () => {
  const address = `${SITE}${sharedPath('Pepes to send Sam before the weekend', hundred)}`
  expect(address.length).toBeLessThan(8_000)
  const read = readSharedPayload(payloadOf(sharedPath('Pepes to send Sam before the weekend', hundred)), own)
  expect(read.ok && read.collection.records).toEqual(hundred)
})

test('a link percent-encoded on the way (a chat app) still reads', () => {
  const path = sharedPath('Rain', hundred.slice(0, 5)).replaceAll('$', '%24').replaceAll('+', '%2B')
  expect(readSharedPayload(payloadOf(path), own).ok).toBe(true)
})

test('a truncated link is broken, at any length', () => {
  const payload = payloadOf(sharedPath('Rain', hundred.slice(0, 20)))
  for (const keep of [2, 10, Math.floor(payload.length / 2), payload.length - 1]) {
    expect(readSharedPayload(payload.slice(0, keep), own), String(keep)).toEqual({ ok: false, problem: 'broken' })
  }
})

test('a tampered link is broken: characters changed, or well-formed data of another shape', () => {
  const payload = payloadOf(sharedPath('Rain', hundred.slice(0, 20)))
  const middle = Math.floor(payload.length / 2)
  const changed = `${payload.slice(0, middle)}${payload[middle] === 'A' ? 'B' : 'A'}${payload.slice(middle + 1)}`
  expect(readSharedPayload(changed, own)).toEqual({ ok: false, problem: 'broken' })
  expect(readSharedPayload(`${SHARED_TAG}.`, own)).toEqual({ ok: false, problem: 'broken' })
  expect(readSharedPayload('nonsense', own)).toEqual({ ok: false, problem: 'broken' })
  // Whole and summed, but not a collection: an empty name.
  expect(readSharedPayload(payloadOf(sharedPath('', hundred.slice(0, 1))), own)).toEqual({ ok: false, problem: 'broken' })
})

test('a link of another format version says so, unread', () => {
  const payload = payloadOf(sharedPath('Rain', hundred.slice(0, 3)))
  expect(readSharedPayload(`2${payload.slice(1)}`, own)).toEqual({ ok: false, problem: 'version' })
})

test('one record on a host the app does not trust refuses the whole link, saying which and why', () => {
  const records: Pepe[] = [...hundred.slice(0, 3), { version: 'v2', id: '9', url: 'https://tracker.example/pixel.gif', description: 'Hi' }]
  const read = readSharedPayload(payloadOf(sharedPath('Rain', records)), own)
  expect(read).toEqual({ ok: false, problem: 'refused', why: expect.stringMatching(/^Pepe 4 of the link is refused: .*tracker\.example/) as unknown })
  // The same record on the app's own origin (the API's, the demo's files) is trusted.
  const ours = readSharedPayload(payloadOf(sharedPath('Rain', [{ ...records[3], url: `${SITE}/pepes/09.svg` } as Pepe])), own)
  expect(ours.ok).toBe(true)
})

test('a script address or a record breaking the API schema refuses the link too', () => {
  const script: Pepe = { version: 'v2', id: '9', url: 'javascript:alert(1)', description: 'Hi' }
  expect(readSharedPayload(payloadOf(sharedPath('Rain', [script])), own)).toMatchObject({ ok: false, problem: 'refused' })
  const badId: Pepe = { version: 'v2', id: 'nine', url: `${SITE}/pepes/09.svg`, description: 'Hi' }
  expect(readSharedPayload(payloadOf(sharedPath('Rain', [badId])), own)).toMatchObject({ ok: false, problem: 'refused' })
})

test('a link that would decompress to more than a file may hold is refused as broken, unread; under it, read', () => {
  // One record whose description is a run of "a", written as codes that each name one "a" more.
  const record = (again: number) => lzStream([`["Big",["${SITE}/pepes/"],[[2,"1",0,"05.svg","a`, { again }, '"]]]'])
  const runOf = (again: number) => 1 + ((again + 1) * (again + 2)) / 2 - 1
  expect(runOf(3300)).toBeGreaterThan(MAX_IMPORT_BYTES)
  // 6,202 characters of payload, over 5.4 million of text.
  const big = sharedPathOf(record(3300))
  expect(big.length).toBeLessThan(8000)
  expect(readSharedPayload(payloadOf(big), own)).toEqual({ ok: false, problem: 'broken' })

  const small = readSharedPayload(payloadOf(sharedPathOf(record(40))), own)
  expect(small.ok && small.collection.records[0]?.description).toBe('a'.repeat(runOf(40)))
})
