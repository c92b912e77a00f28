import type { Plugin } from 'vite'

/** React Router's production files. */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/
/** A top-level `Link.displayName = "Link";`, a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm
/** A top-level `const Link = React$1.forwardRef(`, unmarked as the pure call it is. */
const FORWARD_REF = /^((?:const|let|var) [\w$]+ = )([\w$]+\.forwardRef\()/gm

/**
 * React Router's `code` as the bundler can drop what of it goes unused: without its top-level
 * `X.displayName = "…";` lines, its top-level `forwardRef` calls marked pure.
 */
export const shakableRouter = (code: string) => code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2')

/**
 * React Router's production build names its components for React's developer tools
 * (`Link.displayName = "Link"`) and wraps some in unmarked `forwardRef` calls. Rolldown keeps
 * whatever a property is written to, and any call it cannot tell is pure, so all of them, and what
 * they use, stayed in the first load whether the app uses them or not (Link with its prefetching,
 * NavLink, Form, ScrollRestoration, HistoryRouter). This lets it drop them. Build only.
 */
export function shakeRouter(): Plugin {
  return {
    name: 'pepe:shake-router',
    apply: 'build',
    transform(code, id) {
      return ROUTER_FILE.test(id) ? { code: shakableRouter(code), map: null } : null
    },
  }
}
