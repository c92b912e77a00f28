/** Longest the app waits for the server's image before it takes the page over regardless. */
const AT_MOST_MS = 1000

/**
 * Resolves once the image of a record's page drawn by the server (netlify/preview/first-screen.ts)
 * has been painted, or has failed, or after a second at most (a hidden tab paints nothing). React's
 * first render replaces that element with its own: replaced before it was painted, the image
 * would wait for that render, and Chrome would count its largest paint (LCP) only after it.
 */
export function firstScreenShown(page: Document = document): Promise<void> {
  const image = page.querySelector<HTMLImageElement>('#root .pepe-page-media img')
  return new Promise((resolve) => {
    setTimeout(resolve, AT_MOST_MS)
    // After the next frame, the one that shows it.
    const painted = () => requestAnimationFrame(() => setTimeout(resolve))
    if (!image || image.complete) {
      painted()
      return
    }
    image.addEventListener('load', painted)
    image.addEventListener('error', painted)
  })
}
