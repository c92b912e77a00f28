import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build, type Rolldown } from 'vite'
import { shakableRouter, shakeRouter } from './shake-router'

describe('shakeRouter', () => {
  test('drops the developer tools’ names and marks the top-level forwardRef calls pure, nothing else', () => {
    const link = ['const Link = React$1.forwardRef(function LinkWithRef(props, ref) {', '\treturn null;', '});']
    // Inside a function, or not a name: left as it is.
    const rest = ['function make() {', '\tlet Inner = React$1.forwardRef((props, ref) => null);', '\tInner.displayName = "fetcher.Form";', '}', 'route.displayName = name;', '']
    const code = [...link, 'Link.displayName = "Link";', ...rest].join('\n')
    const marked = link[0]?.replace('= React$1', '= /* @__PURE__ */ React$1')
    expect(shakableRouter(code)).toBe([marked, ...link.slice(1), ...rest].join('\n'))
  })

  /** The first-load bundle of an app that uses the router as this one does: its BrowserRouter, and its links (AppLink). */
  async function bundleUsingRouter(plugins: ReturnType<typeof shakeRouter>[]) {
    const entry = 'virtual:uses-router'
    const appLink = path.join(import.meta.dirname, '../../src/ui/app-link.tsx')
    const output = await build({
      configFile: false,
      logLevel: 'error',
      plugins: [
        ...plugins,
        {
          name: 'uses-router',
          enforce: 'pre' as const,
          // Vite's library mode asks for the entry as a path under the root.
          resolveId: (id) => (id.endsWith(entry) ? entry : null),
          load: (id) => (id === entry ? `export { BrowserRouter } from 'react-router'\nexport { AppLink } from ${JSON.stringify(appLink)}` : null),
        },
      ],
      root: path.join(import.meta.dirname, '../..'),
      // React Router's production files, as in the app's build (under Vitest, NODE_ENV is "test").
      resolve: { conditions: ['module', 'browser', 'production'] },
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'] },
        rolldownOptions: { external: [/^react($|\/|-dom)/] },
      },
    })
    const [result] = Array.isArray(output) ? output : [output]
    return (result as Rolldown.RolldownOutput).output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('')
  }

  test('a bundle of the router’s parts the app uses leaves out those it does not', { timeout: 30_000 }, async () => {
    const unused = ['function LinkWithRef', 'function NavLinkWithRef', 'function PrefetchPageLinks', 'function HistoryRouter']
    const before = await bundleUsingRouter([])
    expect(unused.filter((part) => before.includes(part))).toEqual(unused)
    const after = await bundleUsingRouter([shakeRouter()])
    expect(unused.filter((part) => after.includes(part))).toEqual([])
    expect(after).toContain('function BrowserRouter')
    expect(after).toContain('function useNavigate')
  })
})
