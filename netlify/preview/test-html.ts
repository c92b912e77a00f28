import type { Pepe } from '../../src/api/schemas.ts'
import { recordPreview, type DrawnPage } from './html.ts'
import type { PageManifest } from './page-manifest.ts'

// What the tests of html.ts share: the built index.html, a record with markup in it, and the pages drawn of it.

/** The built index.html as a real-API build writes it: site-level tags that a record's replace. */
export const APP = `<!doctype html>
<html lang="en">
  <head>
    <script src="/early-request.js" defer></script>
    <meta charset="UTF-8" />
    <meta name="description" content="Browse random frog memes." />
    <script src="/theme.js"></script>
    <!--app-head-->
    <title>Pepe Catalogue</title>
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Pepe Catalogue" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="module" crossorigin src="/assets/rolldown-runtime-R1.js"></script>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
    <link rel="manifest" href="/manifest.webmanifest?v=1&amp;x=2" />
    <meta property="og:image" content="https://pepes.example/og-image.png">
    <meta property="og:image:width" content="1200">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** What that build says of itself: no image CDN, no detail chunk. */
export const BUILD: PageManifest = { drawn: true, imageCdn: null, detailChunks: [], captionChunks: [] }

export const HOSTILE = 'Pepe says "><script>alert(1)</script> & \'hi\' </title><!--'
export const pepe: Pepe = { version: 'v1', id: 'a"<b>&c', url: 'https://cdn.onlypepes.com/a.jpg?x=1&y="2"', description: HOSTILE }
export const record = { status: 'success', result: { id: pepe.id, url: pepe.url, description: HOSTILE } }
/** React's markup of the first screen (src/first-screen/render.tsx): here, any markup. */
export const ROOT = '<header></header><main id="main"><img src="x" alt="drawn"></main>'
export const PAGE_URL = 'https://pepes.example/pepe/a%22%3Cb%3E%26c?v=1'
export const preview: DrawnPage = {
  pepe,
  root: ROOT,
  preview: recordPreview(pepe, PAGE_URL),
  data: { record: { version: 'v1', id: pepe.id, record } },
}
export const pick = { data: { id: 7, url: 'https://cdn.onlypepes.com/7.jpg', description: HOSTILE } }
export const random: DrawnPage = { pepe: { ...pepe, version: 'v2', id: '7', url: pick.data.url }, root: ROOT, data: { pick } }

/** The page as a browser reads it. */
export const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
export const meta = (page: Document, key: string) => page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
