// A page drawn by the server (netlify/preview/html.ts: a record's, or the random view's pick)
// shows its image before the app's code is fetched: the image has the connection to itself, and
// the page is read while the code comes. Once the image is on screen (painted, or failed, or after a second at most: a hidden tab
// paints nothing), this adds the app's module scripts and a record's detail-page files, which the
// function moved here from the page (data-modules, data-preload: paths, space-separated).
// (The name is older than the random view's drawn page, which uses it too.)
// A file, not inline: the Content-Security-Policy allows no inline script.
;(function () {
  var script = document.currentScript
  var started = false
  function start() {
    if (started) return
    started = true
    var preload = (script.dataset.preload || '').split(' ').filter(Boolean)
    var modules = (script.dataset.modules || '').split(' ').filter(Boolean)
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    })
    modules.forEach(function (src, index) {
      var module = document.createElement('script')
      module.type = 'module'
      module.crossOrigin = ''
      // In the order given, as the page had them.
      module.async = false
      module.src = src
      // The app registers the offline worker on the page's load event (src/main.tsx), which has
      // usually passed by now: registered here too, once the app has run (registering twice is
      // harmless). Only real-API builds have these pages, so the worker is theirs.
      if (index === modules.length - 1) {
        module.onload = function () {
          if (navigator.serviceWorker) navigator.serviceWorker.register('/sw.js').catch(function () {})
        }
      }
      document.head.append(module)
    })
  }
  // After the frame that shows it.
  function painted() {
    requestAnimationFrame(function () {
      setTimeout(start)
    })
  }
  setTimeout(start, 1000)
  var image = document.querySelector('#root .pepe-image-box img')
  if (!image || image.complete) painted()
  else {
    image.addEventListener('load', painted)
    image.addEventListener('error', painted)
  }
})()
