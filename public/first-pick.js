// The first pick of a plain `/` (SPEC section 11, "Early first pick"), asked while the app's code
// is still downloading: a preload of the very request the app sends first (src/api/first-question.ts:
// the random view, v2, no search), which the browser then hands to the app's fetch. Only where that
// is sure: `/` with no query (any other address asks what its query says, so the app asks it
// itself), online, and in builds that send no key from the browser (a preload cannot carry one:
// netlify/vite-plugins.ts adds this script only then, with the request's address in data-url).
// A file, not inline: the Content-Security-Policy allows no inline script.
;(function () {
  var url = document.currentScript.dataset.url
  if (!url || location.pathname !== '/' || location.search !== '' || !navigator.onLine) return
  var link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'fetch'
  link.crossOrigin = 'anonymous'
  link.href = url
  document.head.append(link)
})()
