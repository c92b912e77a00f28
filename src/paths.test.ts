import { expect, test } from 'vitest'
import { paramsIn, recordIdIn, routes } from './paths'

// The app's routes as the server reads them (netlify/preview/page.ts), and as the page's first request does.

test('a route’s params are whole segments as sent; any other path is not that route', () => {
  expect(paramsIn(routes.pepe, '/pepe/a%2Fb')).toEqual({ id: 'a%2Fb' })
  expect(paramsIn(routes.random, '/')).toEqual({})
  expect(paramsIn('/pepe/:id/caption', '/pepe/7/caption')).toEqual({ id: '7' })
  for (const path of ['/pepe/', '/pepe', '/pepe/7/', '/pepe/7/more', '/pepes/7', '//7', '/x']) expect(paramsIn(routes.pepe, path), path).toBeNull()
  expect(paramsIn(routes.random, '/x')).toBeNull()
})

test('recordIdIn reads what paramsIn reads of a record’s route, decoded once', () => {
  for (const path of ['/pepe/7', '/pepe/smug%20pepe', '/pepe/a%2Fb', '/pepe/%E0', '/pepe/', '/pepe/7/', '/pepe/7/more', '/pepes/7', '/', '/favourites']) {
    const raw = paramsIn(routes.pepe, path)?.id
    const decoded = raw === undefined ? null : raw === '%E0' ? raw : decodeURIComponent(raw)
    expect(recordIdIn(path), path).toBe(decoded)
  }
})
