import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// public/_redirects and the files it names, as Netlify reads them from dist/ (Vite copies public/).
const rules = readFileSync('public/_redirects', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(/\s+/))

test('every page a rule serves is a file of the site, or the function', () => {
  const targets = rules.map(([, to = '']) => to).filter((to) => !to.startsWith('/.netlify/functions/'))
  expect(targets).toEqual(['/404.html', '/index.html'])
  for (const target of targets.filter((to) => to !== '/index.html')) expect(existsSync(`public${target}`), target).toBe(true)
})

test('a missing hashed file is a real 404, with a page that offers a way back', () => {
  expect(rules).toContainEqual(['/assets/*', '/404.html', '404'])
  const page = readFileSync('public/404.html', 'utf8')
  expect(page).toMatch(/<a href="\/">Reload the app<\/a>/)
  expect(page).toMatch(/<title>[^<]+<\/title>/)
  expect(page).toMatch(/<html lang="en">/)
})

test('the 404 page needs nothing the CSP forbids: no script or style, inline or not, no handler', () => {
  const page = readFileSync('public/404.html', 'utf8')
  expect(page).not.toMatch(/<script|<style|\sstyle=|\son\w+=|javascript:/i)
  const linked = [...page.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, url = '']) => url)
  expect(linked.filter((url) => !url.startsWith('/'))).toEqual([])
  for (const url of linked.filter((link) => link !== '/')) expect(existsSync(`public${url}`), url).toBe(true)
})

/** The first rule whose `from` takes `path`, as Netlify matches them: in order, `*` any rest, `:name` one segment. */
function ruleFor(path: string) {
  return rules.find(([from = '']) => {
    const pattern = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')
    return new RegExp(`^${pattern}$`).test(path)
  })
}

test('a sent collection (/shared/<payload>) is the app’s page, which reads it: never the page function', () => {
  expect(ruleFor('/shared/1.x0.NoIgSghglgdgngAgCYTg')).toEqual(['/*', '/index.html', '200'])
  // The matcher itself: a record's page is the function's.
  expect(ruleFor('/pepe/7')).toEqual(['/pepe/*', '/.netlify/functions/pepe-page/:splat', '200!'])
})
