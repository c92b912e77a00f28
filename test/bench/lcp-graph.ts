/**
 * What Lighthouse's simulation (Lantern) puts on the way to a page's LCP and FCP: each request and
 * main-thread task of its optimistic and pessimistic graphs, with the times it simulated. LCP is
 * the mean of the two graphs' ends, and a graph ends with its last node: a request that only
 * happened to finish before the image painted (a favicon, a manifest) counts as much as the image.
 * The site is the bench's (site.ts); one Lighthouse run a page.
 *
 *   npm run bench:graph [-- --build (build first) --url-path=/pepe/7 (repeatable; default / and /pepe/7)]
 */
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { chromiumLaunchOptions } from '../chromium.ts'
import { startSite } from './site.ts'

const { values } = parseArgs({
  options: { build: { type: 'boolean', default: false }, 'url-path': { type: 'string', multiple: true, default: ['/', '/pepe/7'] } },
})
/** The main-thread work a task did, by the trace's event names. */
const WORK = new Set(['ParseHTML', 'EvaluateScript', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint'])

type Node =
  | { type: 'network'; request: { url: string; priority: string; connectionId: number } }
  | { type: 'cpu'; duration: number; childEvents: { name: string }[] }
type Timing = { startTime: number; endTime: number }

function describe(node: Node, origin: string) {
  if (node.type === 'network') {
    const { url, priority, connectionId } = node.request
    return `${url.startsWith(origin) ? url.slice(origin.length) : url.slice(0, 60)}  ${priority}, connection ${connectionId}`
  }
  const work = [...new Set(node.childEvents.map((event) => event.name).filter((name) => WORK.has(name)))]
  return `task (${Math.round(node.duration / 1000)} ms seen) ${work.join(', ')}`
}

const site = await startSite({ rebuild: values.build, cdnCache: true })
const chrome = await launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args })
const simulations = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<Node, Timing>> } } }).Simulation.Simulator.allNodeTimings
try {
  for (const path of values['url-path']) {
    // A page the function draws starts the function on its first call: no visitor waits for that.
    await (await fetch(`${site.origin}${path}`)).arrayBuffer()
    simulations.clear()
    const result = await lighthouse(`${site.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const audit = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN)
    console.log(`\n${path}: LCP ${audit('largest-contentful-paint')} ms, FCP ${audit('first-contentful-paint')} ms`)
    for (const [label, timings] of simulations) {
      if (!/(?:Largest|First)ContentfulPaint$/.test(label)) continue
      const nodes = [...timings].filter(([node]) => node.type === 'cpu' || !node.request.url.startsWith('data:')).sort(([, a], [, b]) => a.startTime - b.startTime)
      console.log(`  ${label}: ends at ${Math.round(Math.max(...nodes.map(([, timing]) => timing.endTime)))} ms`)
      for (const [node, { startTime, endTime }] of nodes) {
        console.log(`    ${String(Math.round(startTime)).padStart(5)}–${String(Math.round(endTime)).padEnd(5)} ${describe(node, site.origin)}`)
      }
    }
  }
} finally {
  chrome.kill()
  await site.close()
}
