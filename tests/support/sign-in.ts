import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './start-server'

/**
 * An account to sign in with, and where signing in leads it (docs/product.md#sign-in-screen):
 * administrators land on their panel, everyone else on their account.
 */
export type Account = {
  email: string
  password: string
  landing?: '/admin/menu' | '/cuenta/micuenta'
}

export const DEMO_ADMIN = {
  email: 'admin@demo.clubsantarosa.com.ar',
  password: DEMO_PASSWORD,
  landing: '/admin/menu',
} as const satisfies Account
export const DEMO_MEMBER = {
  email: 'socio@demo.clubsantarosa.com.ar',
  password: DEMO_PASSWORD,
  landing: '/cuenta/micuenta',
} as const satisfies Account

/** Signs in through the sign-in screen, as a person would, and waits for the landing page. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/auth/identificarse')
  const form = page.getByRole('form', { name: 'Ingresar' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(new RegExp(`${account.landing ?? '/cuenta/micuenta'}$`))
}

/** Signs in, then opens `path`: where most tests of a signed-in page begin. */
export async function openAs(page: Page, account: Account, path: string) {
  await signIn(page, account)
  await page.goto(path)
}
