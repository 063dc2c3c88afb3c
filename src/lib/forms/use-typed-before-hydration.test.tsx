import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PasswordField } from '@/components/ui/form/password-field'
import { TextField } from '@/components/ui/form/text-field'

function SignInForm() {
  const [form, setForm] = useState({ email: '', clave: '' })
  return (
    <form aria-label="Ingresar">
      <TextField
        label="Email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <PasswordField
        label="Contraseña"
        value={form.clave}
        onChange={(event) => setForm({ ...form, clave: event.target.value })}
      />
      <output>{`${form.email}|${form.clave}`}</output>
    </form>
  )
}

let container: HTMLElement
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

/** The server's page, typed into before the app runs, then hydrated. */
async function typeThenHydrate(
  email: string,
  clave: string,
): Promise<[HTMLInputElement, HTMLInputElement]> {
  container = document.createElement('div')
  container.innerHTML = renderToString(<SignInForm />)
  document.body.append(container)
  const [emailField, claveField] = [...container.querySelectorAll('input')]
  emailField!.value = email
  claveField!.value = clave
  await act(async () => {
    root = hydrateRoot(container, <SignInForm />)
  })
  return [emailField!, claveField!]
}

describe('useTypedBeforeHydration', () => {
  it('gives the form what was typed into the server’s fields before hydration', async () => {
    const [emailField] = await typeThenHydrate('socio@club.ar', 'secreta')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('socio@club.ar|secreta'),
    )
    expect(screen.getByLabelText('Email')).toBe(emailField)
    expect(emailField.value).toBe('socio@club.ar')
  })

  it('leaves untouched fields as the form has them', async () => {
    await typeThenHydrate('', '')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(screen.getByRole('status').textContent).toBe('|')
  })
})
