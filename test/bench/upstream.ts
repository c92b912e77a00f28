/**
 * `node test/bench/upstream.ts <port> <site>`: the browser tests' stand-in for the catalogue
 * (test/e2e/upstream.ts) on a port of the bench's own, with the demo's images on <site>. Run as a
 * child process, so that its log of every request stays out of the bench's output.
 */
import { join } from 'node:path'
import { runnerImport } from 'vite'
import type * as Upstream from '../e2e/upstream'

const [port = '', site = ''] = process.argv.slice(2)
// Through Vite, which resolves the app's imports the way the bundler does.
const { module } = await runnerImport<typeof Upstream>(join(import.meta.dirname, '../e2e/upstream.ts'))
await module.startUpstream({ port: Number(port), site })
