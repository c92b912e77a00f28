import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { PAGE_SCRIPTS } from '../../src/first-screen/page-scripts.ts'

/** One module and what it imports as one minified script, with the build's env and constants. */
export async function bundleScript(config: ResolvedConfig, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    define: config.define,
    build: { write: false, minify: true, copyPublicDir: false, lib: { entry, formats: ['iife'], name: 'pepePage' } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap(({ output }) => output).find((file) => file.type === 'chunk')
  if (chunk === undefined) throw new Error(`${entry} built to no script`)
  return chunk.code
}

/**
 * The page's classic scripts (src/first-screen/page-scripts.ts), built into every build's output
 * (and served in dev), the tags of those index.html names first in `<head>`. `demo`: this build calls the built-in demo API.
 */
export function pageScripts(demo: boolean): Plugin {
  let config: ResolvedConfig
  const scripts = Object.values(PAGE_SCRIPTS).filter((script) => !demo || script.demo)
  return {
    name: 'pepe:page-scripts',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const script = scripts.find(({ file }) => request.url?.split('?')[0] === `/${file}`)
        if (script === undefined) {
          next()
          return
        }
        bundleScript(config, script.entry).then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript')
            response.end(code)
          },
          next,
        )
      })
    },
    async generateBundle() {
      for (const { file, entry } of scripts) this.emitFile({ type: 'asset', fileName: file, source: await bundleScript(config, entry) })
    },
    transformIndexHtml() {
      return scripts
        .filter(({ head }) => head)
        .map(({ file, defer }): HtmlTagDescriptor => ({ tag: 'script', attrs: { src: `/${file}`, ...(defer && { defer: true }) }, injectTo: 'head-prepend' }))
    },
  }
}
