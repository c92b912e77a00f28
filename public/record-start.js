// A page drawn by the server (netlify/preview/html.ts: a record's, or the random view's pick)
// shows its image before the app's code is fetched: the image has the connection to itself, and
// the page is read while the code comes. Once the image is on screen (or failed, or after two
// seconds at most, or at once in a hidden tab, which paints nothing), this adds the app's module
// scripts and a record's detail-page files, which the function moved here from the page
// (data-modules, data-preload: paths, space-separated), and links the app's manifest
// (data-manifest).
// (The name is older than the random view's drawn page, which uses it too.)
// The page carries it inline after #root where its Content-Security-Policy allows it by hash
// (netlify/preview/inline.ts), else as a deferred script: either way it runs once the image's
// element is parsed.
;(function () {
  var script = document.currentScript
  var started = false
  function start() {
    if (started) return
    started = true
    // Linked only now: Chromium fetches it (and an icon) as soon as it is linked.
    if (script.dataset.manifest) {
      var manifest = document.createElement('link')
      manifest.rel = 'manifest'
      manifest.href = script.dataset.manifest
      document.head.append(manifest)
    }
    var preload = (script.dataset.preload || '').split(' ').filter(Boolean)
    var modules = (script.dataset.modules || '').split(' ').filter(Boolean)
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    })
    modules.forEach(function (src) {
      var module = document.createElement('script')
      module.type = 'module'
      module.crossOrigin = ''
      // In the order given, as the page had them.
      module.async = false
      module.src = src
      document.head.append(module)
    })
  }
  function soon() {
    setTimeout(start)
  }
  var image = document.querySelector('#root .pepe-image-box img')
  // A tab opened in the background paints nothing: nothing to wait for.
  if (!image || document.visibilityState === 'hidden') return start()
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start()
  })
  // An image slower than this shares the connection from then on.
  setTimeout(start, 2000)
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('element') >= 0) {
    // The browser's own word that the image is on screen (Element Timing: the frame presented, not
    // just painted on the main thread, which can be a while earlier).
    new PerformanceObserver(function (list, observer) {
      list.getEntries().forEach(function (entry) {
        if (entry.element !== image) return
        observer.disconnect()
        soon()
      })
    }).observe({ type: 'element', buffered: true })
    // A broken image is never on screen: its decode fails, whether it failed before this ran or after.
    image.decode().catch(soon)
  } else {
    // Elsewhere: after the frame that follows its load.
    var painted = function () {
      requestAnimationFrame(soon)
    }
    if (image.complete) painted()
    else {
      image.addEventListener('load', painted)
      image.addEventListener('error', painted)
    }
  }
})()
