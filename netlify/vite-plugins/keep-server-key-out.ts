import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { keyForms } from '../forwarder/redact.ts'
import type { Env } from './env.ts'

/** Fails the build when the server's key (`PEPE_API_KEY`) is in any file it wrote. */
export function keepServerKeyOut(env: Env): Plugin {
  let outDir = ''
  return {
    name: 'pepe:keep-server-key-out',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const key = env.PEPE_API_KEY?.trim()
      if (!key) return
      // As written, escaped inside a JS string, or URL-encoded: the forms the forwarder redacts.
      const forms = keyForms(key)
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((candidate) => candidate.isFile())) {
        const file = path.join(entry.parentPath, entry.name)
        const text = await readFile(file, 'latin1')
        if (forms.some((form) => text.includes(form))) {
          throw new Error(
            `The value of PEPE_API_KEY is in ${path.relative(outDir, file)}: every visitor would download the server's key. ` +
              'It belongs only in the site settings for the /api forwarder; never copy it into a VITE_ variable.',
          )
        }
      }
    },
  }
}
