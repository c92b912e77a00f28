import { describe, expect, test } from 'vitest'
import { isTrustedImage, ownImageOrigins } from './trusted-images'

const site = 'https://pepes.example'

describe('isTrustedImage', () => {
  test.each([
    ['https://cdn.onlypepes.com/a.png', []],
    ['https://onlypepes.com/images/a.png', []],
    ['https://api.example.com/img/a.png', ['https://api.example.com']],
    ['https://pepes.example/demo/a.svg', ownImageOrigins('/demo-api', site)],
  ])('%s is trusted (own origins %j)', (url, own) => {
    expect(isTrustedImage(new URL(url), own)).toBe(true)
  })

  test.each([
    ['https://evil.example/a.png', ['https://api.example.com']],
    ['http://cdn.onlypepes.com/a.png', []],
    ['https://onlypepes.com/other/a.png', []],
    ['https://cdn.onlypepes.com.evil.example/a.png', []],
    ['https://api.example.com:8443/a.png', ['https://api.example.com']],
    ['https://pepes.example/a.png', ownImageOrigins('https://api.example.com/v', site)],
    ['javascript:alert(1)', ['null']],
    ['data:image/png;base64,AAAA', ['null']],
  ])('%s is not trusted (own origins %j)', (url, own) => {
    expect(isTrustedImage(new URL(url), own)).toBe(false)
  })
})

describe('ownImageOrigins', () => {
  test.each([
    ['https://api.example.com/base', ['https://api.example.com']],
    ['/api', [site]],
    ['/demo-api', [site]],
  ])('the API base %s gives %j', (base, origins) => {
    expect(ownImageOrigins(base, site)).toEqual(origins)
  })
})
