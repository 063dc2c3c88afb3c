import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

const activeIndex = (page: Page) =>
  page
    .locator('.swiper-slide-active')
    .getAttribute('data-swiper-slide-index')
    .catch(() => null)

test('the hero slideshow autoplays and interaction does not stop it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.swiper-initialized')).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('.swiper-slide')).toHaveCount(10)
  await expect(page.locator('.swiper-fade')).toBeVisible()
  expect(await activeIndex(page)).toBe('0')
  await expect.poll(() => activeIndex(page), { timeout: 7_000 }).toBe('1')

  await page.locator('.swiper').click({ position: { x: 20, y: 200 } })
  await page.mouse.move(300, 300)
  await expect.poll(() => activeIndex(page), { timeout: 7_000 }).toBe('2')
  const image = page.locator('.swiper-slide-active img')
  await expect(image).toHaveAttribute('alt', /\S/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})
