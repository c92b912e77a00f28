import { expect, test } from 'vitest'
import { createCaptionImage } from '../caption/caption-image.ts'
import { createForwarder } from '../forwarder.ts'
import { readForwarderSettings } from './settings.ts'

// The /api forwarder and the caption image function refuse alike (guard.ts): a method that would
// write, and a site without its server settings, before anything is read or sent.

const settings = readForwarderSettings({ PEPE_API_UPSTREAM: 'https://upstream.test' })
const misconfigured = readForwarderSettings({ PEPE_API_UPSTREAM: 'ftp://upstream.test' })
const quiet = { log: { error: () => undefined } }
const functions = [
  ['the /api forwarder', '/api/v2/pepe/1', createForwarder(settings, quiet), createForwarder(misconfigured, quiet)],
  ['the caption image', '/pepe/1/caption.png?v=2&top=smug', createCaptionImage(settings, quiet), createCaptionImage(misconfigured, quiet)],
] as const

test.each(functions)('%s: POST is a 405 naming the method, with Allow: GET, HEAD', async (_, path, handler) => {
  const response = await handler(new Request(`https://pepes.example${path}`, { method: 'POST' }))
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('GET, HEAD')
  expect(((await response.json()) as { error: string }).error).toMatch(/^POST is not allowed/)
})

test.each(functions)('%s, misconfigured: a 500 naming the variable, whatever the method', async (_, path, _handler, broken) => {
  for (const method of ['GET', 'POST']) {
    const response = await broken(new Request(`https://pepes.example${path}`, { method }))
    expect(response.status).toBe(500)
    expect(((await response.json()) as { error: string }).error).toMatch(/misconfigured.*PEPE_API_UPSTREAM/)
  }
})
