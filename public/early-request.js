// The page's first API request (SPEC section 11, "Early first pick"), asked while the app's code
// is still downloading: a preload of the very request the app sends first
// (src/api/first-question.ts), which the browser then hands to the app's fetch. The random view
// asks its question (`v`, `q`, `limit` read as src/url-state/browse-params.ts reads them); a
// record's page, its record, for an id the app would ask for (src/api/ids.ts). The same rules,
// written again for a script that runs before the app: test/unit/early-request.test.ts checks that
// both give the same address for any page address. Online only, and only in builds that send no
// key from the browser (a preload cannot carry one): netlify/vite-plugins.ts adds this script then,
// with the API's base in data-api. The link-preview function leaves it out of record pages that
// carry their record. A file, not inline: the Content-Security-Policy allows no inline script.
;(function () {
  var base = document.currentScript.dataset.api
  var params = new URLSearchParams(location.search)
  var version = params.get('v') === '1' ? 'v1' : 'v2'
  var path = location.pathname
  var url = null
  if (!base || !navigator.onLine) return
  if (path === '/') {
    url = new URL(base + '/' + version + '/pepe', location.href)
    var limit = params.get('limit')
    if (version === 'v1') {
      url.searchParams.set('limit', limit === null || !/^\d+$/.test(limit) ? '12' : String(Math.min(50, Math.max(1, Number(limit)))))
    }
    var search = (params.get('q') || '').trim()
    if (search !== '') url.searchParams.set('search', search)
  } else if (/^\/pepe\/[^/]+$/.test(path)) {
    var id = path.slice('/pepe/'.length)
    try {
      id = decodeURIComponent(id)
    } catch {
      // Not an encoding: the app takes the segment as it is (src/paths.ts).
    }
    if (version === 'v2') id = /^[0-9]{1,15}$/.test(id) ? id.replace(/^0+(?=.)/, '') : null
    else if (id === '' || id === '.' || id === '..' || /\p{Cs}/u.test(id)) id = null
    if (id !== null) url = new URL(base + '/' + version + '/pepe/' + encodeURIComponent(id), location.href)
  }
  if (url === null) return
  var link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'fetch'
  link.crossOrigin = 'anonymous'
  link.href = url.href
  document.head.append(link)
})()
