/**
 * `node test/e2e/wait-for.ts <url>`: waits (up to 3 minutes) until <url> answers. The browser
 * tests start one `netlify dev` after the other, since both bundle the functions into the same
 * `.netlify/functions-serve` folder.
 */
const url = process.argv[2] ?? ''
const deadline = Date.now() + 180_000
for (;;) {
  try {
    await fetch(url)
    break
  } catch {
    if (Date.now() > deadline) {
      console.error(`${url} did not answer in 3 minutes`)
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
