import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { HEAD_PLACEHOLDER, readPageManifest } from './page-manifest.ts'

// What the page function reads of the build's own account of itself (page-tags.ts writes it).

const BUILD = { drawn: true, imageCdn: null, detailChunks: ['/assets/pepe-page-P1.js'], captionChunks: ['/assets/C1.js'] }

test('a manifest as the build writes it reads back as it is; anything else, as none', () => {
  expect(readPageManifest(JSON.parse(JSON.stringify(BUILD)))).toEqual(BUILD)
  for (const other of [null, '<!doctype html>', {}, { ...BUILD, drawn: 'on' }]) expect(readPageManifest(other)).toBeNull()
})

test.each(['detailChunks', 'captionChunks'])('the %s: this site’s own .js files only', (field) => {
  for (const file of ['https://elsewhere.example/x.js', '//elsewhere.example/x.js', '/assets/style.css', '/a.js" onload="x', '/a b.js']) {
    expect(readPageManifest({ ...BUILD, [field]: [file] }), file).toBeNull()
  }
})

test('the image CDN only as the build names it; index.html has the one placeholder the drawn tags go at', () => {
  expect(readPageManifest({ ...BUILD, imageCdn: 'netlify' })?.imageCdn).toBe('netlify')
  expect(readPageManifest({ ...BUILD, imageCdn: 'cloudinary' })).toBeNull()
  expect(readFileSync('index.html', 'utf8').split(HEAD_PLACEHOLDER)).toHaveLength(2)
})
