/**
 * The components' DOM (vite.config.ts): happy-dom, which starts and runs faster than jsdom, made
 * to offer what jsdom did where the app or MSW depend on it:
 * - Node's own fetch and its companions, as under jsdom: the app's requests go through the fetch
 *   MSW answers in every test, not through happy-dom's (its own HTTP client, CORS preflights);
 * - no HTMLImageElement.decode, which would fetch each image: a test that readies images ahead
 *   defines it itself (test/picture-stubs.ts), and the others do not see images readied ahead;
 * - a window.open that opens nothing (as a browser blocking the pop-up, and jsdom's): happy-dom's
 *   loads the page it is given, over the network, past MSW.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime'

const NODE_FETCH = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'] as const

const happyDom = builtinEnvironments['happy-dom']

export default {
  ...happyDom,
  name: 'happy-dom-node-fetch',
  async setup(global: typeof globalThis, options) {
    const node = NODE_FETCH.map((key) => [key, Object.getOwnPropertyDescriptor(global, key)] as const)
    const environment = await happyDom.setup(global, options)
    for (const [key, descriptor] of node) if (descriptor) Object.defineProperty(global, key, descriptor)
    Reflect.deleteProperty(global.HTMLImageElement.prototype, 'decode')
    global.open = () => null
    return environment
  },
} satisfies Environment
