import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { MAX_BODY_BYTES, passableRetryAfter, readCapped, TooLarge } from './upstream.ts'

/** A body that arrives in `chunks` pieces of `size` bytes, without a Content-Length. */
function streamed(chunks: number, size: number) {
  let sent = 0
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(0x61))
      else controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return { answer: new Response(body), wasCancelled: () => cancelled, pulled: () => sent }
}

describe('readCapped', () => {
  test('reads a body up to the cap whole', async () => {
    const { answer } = streamed(4, 256 * 1024)
    expect((await readCapped(answer)).byteLength).toBe(MAX_BODY_BYTES)
  })

  test('counts the bytes as they stream, and cancels the stream one chunk past the cap', async () => {
    const { answer, wasCancelled, pulled } = streamed(1000, 64 * 1024)
    await expect(readCapped(answer)).rejects.toBeInstanceOf(TooLarge)
    expect(wasCancelled()).toBe(true)
    expect(pulled()).toBeLessThan(20)
  })

  test('believes a Content-Length over the cap without reading a byte', async () => {
    const { answer, pulled } = streamed(1, 10)
    const declared = new Response(answer.body, { headers: { 'Content-Length': String(MAX_BODY_BYTES + 1) } })
    await expect(readCapped(declared)).rejects.toBeInstanceOf(TooLarge)
    expect(pulled()).toBe(0)
  })

  test('an answer with no body is empty', async () => {
    expect((await readCapped(new Response(null))).byteLength).toBe(0)
  })

  describe('over a real connection, gzip-encoded', () => {
    // 2 MiB of one letter packs into a few kB: the cap is on what the page would receive.
    const packed = gzipSync(Buffer.alloc(2 * MAX_BODY_BYTES, 'a'))
    const local = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': packed.length })
      response.end(packed)
    })
    let origin = ''
    beforeAll(async () => {
      await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`
    })
    afterAll(() => {
      local.close()
    })

    test('is counted after fetch unpacks it', async () => {
      server.use(http.get(`${origin}/*`, () => passthrough()))
      expect(packed.length).toBeLessThan(MAX_BODY_BYTES / 100)
      await expect(readCapped(await fetch(`${origin}/v2/pepe/1`))).rejects.toBeInstanceOf(TooLarge)
    })
  })
})

describe('passableRetryAfter', () => {
  test.each(['0', '7', '120', '86400', 'Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994'])(
    '%j is passed on as it is',
    (value) => {
      expect(passableRetryAfter(value)).toBe(value)
    },
  )

  test.each(['86401', '99999', '-1', '1.5', '1e3', ' 7', 'soon', '', '2024-01-01T00:00:00Z', 'Sun, 06 Nov 1994 25:49:37 GMT', 'Sun, 06 Nov 1994 08:49:37 CET', '7, 8'])(
    '%j is dropped',
    (value) => {
      expect(passableRetryAfter(value)).toBeNull()
    },
  )

  test('no header, none passed', () => {
    expect(passableRetryAfter(null)).toBeNull()
  })
})
