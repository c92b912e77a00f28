import type { Result } from 'lighthouse'
import { median } from './numbers.ts'

/** Issue 19's goals for LCP, by page. */
const lcpGoal = (path: string) => (new URL(path, 'http://x').pathname === '/' ? 1200 : path.startsWith('/pepe/') ? 1000 : null)
/** How far above the floor's (floor.ts) a page's LCP may be: what the app's own code may cost its first paint. */
const FLOOR_GAP = 100

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const lcpOf = (lhrs: Result[]) => median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0))

/** What keeps a category below 100: its audits that scored less in some run. */
export function printMissed(paths: string[], results: Map<string, Result[]>, categories: Record<string, string>) {
  for (const path of paths) {
    const lhrs = results.get(path) ?? []
    const missed = new Map<string, number>()
    for (const lhr of lhrs) {
      for (const id of Object.keys(categories).filter((category) => category !== 'performance')) {
        for (const { id: auditId, weight } of lhr.categories[id]?.auditRefs ?? []) {
          const score = lhr.audits[auditId]?.score
          if (weight > 0 && score !== null && score !== undefined && score < 1) missed.set(`${id}: ${auditId}`, (missed.get(`${id}: ${auditId}`) ?? 0) + 1)
        }
      }
    }
    if (missed.size > 0) console.log(`${path} lost points on ${[...missed].map(([what, n]) => `${what} (${n}/${lhrs.length} runs)`).join(', ')}`)
  }
}

/** Each page's goals, by their medians: LCP, the four scores, and LCP against the floor's. */
export function printGoals(paths: string[], results: Map<string, Result[]>, categories: Record<string, string>, floor?: string) {
  console.log('\nGoals (medians):')
  const floorLcp = floor === undefined ? null : lcpOf(results.get(floor) ?? [])
  for (const path of paths) {
    const lhrs = results.get(path) ?? []
    const goal = lcpGoal(path)
    const lcp = lcpOf(lhrs)
    if (goal !== null) console.log(`  ${lcp <= goal ? 'met ' : 'MISS'} LCP ≤ ${seconds(goal)} on ${path}: ${seconds(lcp)}`)
    if (floorLcp !== null) {
      const gap = lcp - floorLcp
      console.log(`  ${gap <= FLOOR_GAP ? 'met ' : 'MISS'} LCP within ${seconds(FLOOR_GAP)} of the floor's (${seconds(floorLcp)}) on ${path}: ${gap >= 0 ? '+' : '−'}${seconds(Math.abs(gap))}`)
    }
    const scores = Object.keys(categories).map((id) => median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100))))
    console.log(`  ${scores.every((score) => score === 100) ? 'met ' : 'MISS'} 100/100/100/100 on ${path}: ${scores.join('/')}`)
  }
}
