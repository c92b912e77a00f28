import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The page function's own address (netlify/functions/pepe-page.ts). */
const PAGE_FUNCTION = '/.netlify/functions/pepe-page'

/** A rule of `_redirects` (`from to status`) that sends a page to the page function. */
const toPageFunction = (line: string) => {
  const to = line.trim().split(/\s+/)[1] ?? ''
  return !line.trimStart().startsWith('#') && (to === PAGE_FUNCTION || to.startsWith(`${PAGE_FUNCTION}/`))
}

/**
 * A demo build's pages as plain files: its records live in the browser's demo API, so the page
 * function could only answer index.html as it is (netlify/preview/page.ts), at the cost of an
 * invocation (and, under `netlify dev`, a third of a second of CPU) per page. The build's
 * `_redirects` drops the function's rules; `/` is then index.html, and `/pepe/*` the SPA fallback.
 */
export function staticPagesInDemo(demo: boolean): Plugin {
  return {
    name: 'pepe:static-pages-in-demo',
    apply: 'build',
    // After public/ is copied to `dir`.
    async writeBundle({ dir = '' }) {
      if (!demo) return
      const file = path.join(dir, '_redirects')
      const rules = await readFile(file, 'utf8')
      await writeFile(file, rules.split('\n').filter((line) => !toPageFunction(line)).join('\n'))
    },
  }
}
