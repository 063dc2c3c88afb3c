import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './start-server'

export const DEMO_ADMIN = { email: 'admin@demo.clubsantarosa.com.ar', password: DEMO_PASSWORD }
export const DEMO_MEMBER = { email: 'socio@demo.clubsantarosa.com.ar', password: DEMO_PASSWORD }

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/identificarse')
  const form = page.getByRole('form', { name: 'Ingresar' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
}

/** Signs in, then opens `path`: where most tests of a signed-in page begin. */
export async function openAs(
  page: Page,
  account: { email: string; password: string },
  path: string,
) {
  await signIn(page, account)
  await page.goto(path)
}
