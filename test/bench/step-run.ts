/**
 * `npm run bench:step`: "Next pepe" timed on the site as it ships (site.ts), under Lighthouse's
 * phone throttling (step.ts), without the Lighthouse runs of `npm run bench`, which measures it too.
 *
 *   npm run bench:step [-- --steps=5 --skip-build (reuse the last build)]
 */
import { parseArgs } from 'node:util'
import { startSite } from './site.ts'
import { measureSteps, printSteps, STEP_PAGE } from './step.ts'

const { values } = parseArgs({ options: { steps: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } } })
const site = await startSite({ rebuild: !values['skip-build'] })
printSteps(await measureSteps(`${site.origin}${STEP_PAGE}`, Math.max(1, Number.parseInt(values.steps, 10) || 5)))
process.exit(0)
