import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Console messages matching these are expected by the test (e.g. offline requests). */
  allowedConsoleErrors: RegExp[]
  /** Fails the test on any axe violation of the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>
}

/**
 * Google Identity Services stand-in (there is no internet here): the button it renders
 * hands `window.__googleCredential` to the app's callback, as Google's would.
 */
const GSI_STUB = `window.google = { accounts: { id: {
  initialize(options) { window.__gsi = options },
  renderButton(element) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Continuar con Google'
    button.onclick = () => window.__gsi.callback({ credential: window.__googleCredential })
    element.append(button)
  },
} } }`

/**
 * A console error or an uncaught exception in the page fails the test (docs/architecture.md#tests).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: GSI_STUB }),
    )
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = `${message.text()} (${message.location().url})`
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
    await use(page)
    expect(errors, 'errores en la consola del navegador').toEqual([])
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
  expectAccessible: async ({}, use) => {
    const violationsOf = async (page: Page) => {
      // Check the rendered page, not the moment before the app has drawn it.
      await page.waitForLoadState('load')
      await page.locator('main h1').first().waitFor()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
      return results.violations.map(
        (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
    }
    await use(async (page) => {
      let violations = await violationsOf(page)
      // A document replaced while axe ran is reported as an empty page (no main, no h1):
      // once more, on the page as it is now. A real violation is there the second time too.
      if (violations.length > 0) violations = await violationsOf(page)
      expect(violations, `axe en ${page.url()}`).toEqual([])
    })
  },
})

export { expect }
