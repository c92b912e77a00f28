/**
 * The caption image function's drawing, timed (netlify/caption/render-png.ts: decode the source,
 * draw the picture and caption with src/caption's module on Skia, encode the PNG, under 1 MB). The
 * source is a catalogue-like JPEG, 1024 px square: a demo drawing rasterised and saved as JPEG. A
 * cold draw is a fresh Node process importing the module (the native canvas, the fonts) and
 * drawing once, as a new function instance does; warm draws are the next ones in one process.
 * The record's lookup and the image's download are not counted: they are the network's. Each time
 * is printed as wall time and as the process's CPU time (all its threads: the encoder runs off the
 * main one), which a machine busy with other work inflates far less.
 *
 *   npm run bench:caption [-- --cold=50 --warm=50]
 */
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { renderCaptionPng } from '../../netlify/caption/render-png.ts'
import { median } from './numbers.ts'

const { values } = parseArgs({ options: { cold: { type: 'string', default: '50' }, warm: { type: 'string', default: '50' } } })
const root = join(import.meta.dirname, '../..')
const SIDE = 1024
/** A Latin caption, whose faces are Anton's Latin and Noto Emoji; a Chinese one adds Noto Sans SC's slices (one file per few characters). */
const CAPTIONS = [
  { top: 'when the build is green on friday afternoon', bottom: 'ship it 🐸🚀', caps: true },
  { top: '当构建在星期五下午变绿时', bottom: '我们就发布 🐸🚀', caps: true },
]

const drawing = await loadImage(await readFile(join(root, 'public/pepes/07.svg')))
const canvas = createCanvas(SIDE, SIDE)
canvas.getContext('2d').drawImage(drawing, 0, 0, SIDE, SIDE)
const source = join(await mkdtemp(join(tmpdir(), 'bench-caption-')), 'pepe.jpg')
await writeFile(source, canvas.toBuffer('image/jpeg', 90))

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? NaN
const ms = (times: number[]) => `median ${median(times).toFixed(0)} ms, p95 ${p95(times).toFixed(0)} ms`

// Cold: a new process each time, as a new function instance.
const module = pathToFileURL(join(root, 'netlify/caption/render-png.ts')).href
const coldScript = (caption: (typeof CAPTIONS)[number]) => `
  const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000 }
  const [start, startCpu] = [performance.now(), cpu()]
  const { renderCaptionPng } = await import(${JSON.stringify(module)})
  const bytes = await (await import('node:fs/promises')).readFile(${JSON.stringify(source)})
  const [imported, importedCpu] = [performance.now(), cpu()]
  await renderCaptionPng(bytes, ${JSON.stringify(caption)})
  console.log(JSON.stringify({ import: imported - start, importCpu: importedCpu - startCpu, draw: performance.now() - imported, drawCpu: cpu() - importedCpu }))`
type Cold = { import: number; importCpu: number; draw: number; drawCpu: number }
const bytes = await readFile(source)
const cpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000
console.log(`Source: ${SIDE} × ${SIDE} JPEG, ${(bytes.length / 1024).toFixed(0)} kB`)

for (const caption of CAPTIONS) {
  const cold = Array.from({ length: Number(values.cold) }, () =>
    JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', coldScript(caption)], { encoding: 'utf8' })) as Cold,
  )

  // Warm: one process, one draw not counted (it registers the fonts and loads the native module).
  const first = await renderCaptionPng(bytes, caption)
  const warm: number[] = []
  const warmCpu: number[] = []
  for (let run = 0; run < Number(values.warm); run += 1) {
    const [start, startCpu] = [performance.now(), cpu()]
    await renderCaptionPng(bytes, caption)
    warm.push(performance.now() - start)
    warmCpu.push(cpu() - startCpu)
  }

  console.log(`\nCaption "${caption.top}" / "${caption.bottom}"`)
  console.log(`PNG: ${first.width} × ${first.height}, ${(first.png.length / 1024).toFixed(0)} kB (${first.layout.top?.lines.length ?? 0} + ${first.layout.bottom?.lines.length ?? 0} lines)`)
  console.log(`Cold (${cold.length} new processes): import ${ms(cold.map((run) => run.import))}; first draw ${ms(cold.map((run) => run.draw))}`)
  console.log(`  CPU time: import ${ms(cold.map((run) => run.importCpu))}; first draw ${ms(cold.map((run) => run.drawCpu))}`)
  console.log(`Warm (${warm.length} draws in one process): ${ms(warm)}`)
  console.log(`  CPU time: ${ms(warmCpu)}`)
}
