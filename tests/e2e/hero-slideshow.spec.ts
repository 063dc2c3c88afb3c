import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

const activeIndex = (page: Page) =>
  page
    .locator('.swiper-slide')
    .evaluateAll((slides) =>
      String(slides.findIndex((slide) => slide.classList.contains('swiper-slide-active'))),
    )

test('the hero slideshow autoplays every 4 s with a fade, and a swipe does not stop it', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('.swiper-initialized.swiper-fade')).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('.swiper-slide')).toHaveCount(10)
  expect(await activeIndex(page)).toBe('0')
  await expect.poll(() => activeIndex(page), { timeout: 7_000 }).toBe('1')

  // A swipe (the person's interaction) moves to the next slide…
  const { width, height } = page.viewportSize()!
  await page.mouse.move(width * 0.8, height / 2)
  await page.mouse.down()
  await page.mouse.move(width * 0.2, height / 2, { steps: 8 })
  await page.mouse.up()
  await expect.poll(() => activeIndex(page), { timeout: 3_000 }).toBe('2')
  // …and autoplay goes on by itself.
  await expect.poll(() => activeIndex(page), { timeout: 7_000 }).toBe('3')

  const image = page.locator('.swiper-slide-active img')
  await expect(image).toHaveAttribute('alt', /\S/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})
