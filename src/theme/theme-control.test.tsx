import { screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

test('Theme offers System, Light and Dark; a choice applies at once and is remembered', async () => {
  const { user, unmount } = renderApp()
  const theme = await screen.findByRole('combobox', { name: 'Theme' })
  expect(theme).toHaveValue('system')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark'])
  await user.selectOptions(theme, 'Dark')
  expect(document.documentElement.dataset.theme).toBe('dark')
  unmount()
  renderApp()
  expect(await screen.findByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
})

test('System hands the theme back to the system (the CSS follows it) and forgets the choice', async () => {
  localStorage.setItem('pepe-theme', 'light')
  document.documentElement.dataset.theme = 'light'
  const { user } = renderApp()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'System')
  expect(localStorage.getItem('pepe-theme')).toBeNull()
  expect(document.documentElement).not.toHaveAttribute('data-theme')
})

test('storage that throws (a private window) leaves the theme working for the visit', async () => {
  const { user } = renderApp()
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'Dark')
  expect(document.documentElement.dataset.theme).toBe('dark')
})
