import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** After the run, the ten slowest browser tests: where the suite's time goes. */
export default class SlowestTests implements Reporter {
  private readonly durations: { title: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    this.durations.push({ title: `[${test.parent.project()?.name ?? ''}] ${test.titlePath().slice(2).join(' › ')}`, ms: result.duration })
  }

  onEnd() {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, 10)
    console.log('\nThe ten slowest browser tests:')
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`)
  }
}
