import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { KeepTypedValues } from './keep-typed-values'
import { holdServerFields, type ServerFields } from './typed-values'

function SignInForm() {
  const [form, setForm] = useState({ email: '', nombre: '', clave: '' })
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [key]: event.target.value }),
  })
  return (
    <form aria-label="Ingresar">
      <label>
        Email
        <input type="email" {...bind('email')} />
      </label>
      <label>
        Nombre
        <input type="text" {...bind('nombre')} />
      </label>
      <label>
        Contraseña
        <input type="password" {...bind('clave')} />
      </label>
      <output>{`${form.email}|${form.nombre}|${form.clave}`}</output>
    </form>
  )
}

let container: HTMLElement
afterEach(() => container.remove())

let held: ServerFields

/** The server's markup in the page, as a person finds it before the client runs. */
function serverPage() {
  container = document.createElement('div')
  container.innerHTML = renderToString(<SignInForm />)
  document.body.append(container)
  held = holdServerFields(container)
  return [...container.querySelectorAll('input')]
}

function clientTakesOver() {
  return render(
    <>
      <SignInForm />
      <KeepTypedValues fields={held} />
    </>,
    { container },
  )
}

const replayed = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('KeepTypedValues', () => {
  it("what was typed into the server's form is in the client's, its state included", async () => {
    const [email, nombre] = serverPage()
    email!.value = 'socio@demo.clubsantarosa.com.ar'
    nombre!.value = 'Julián'
    nombre!.focus()
    nombre!.setSelectionRange(2, 4)

    clientTakesOver()

    // A form whose handler sets its whole state from its last render, as some do.
    expect(
      await screen.findByText('socio@demo.clubsantarosa.com.ar|Julián|', { selector: 'output' }),
    ).toBeTruthy()
    const [newEmail, newNombre, newClave] = [...container.querySelectorAll('input')]
    expect(newEmail).not.toBe(email)
    expect(newEmail!.value).toBe('socio@demo.clubsantarosa.com.ar')
    expect(newClave!.value).toBe('')
    expect(document.activeElement).toBe(newNombre)
    expect([newNombre!.selectionStart, newNombre!.selectionEnd]).toEqual([2, 4])
  })

  it('an untouched form is left as the client renders it, with nothing focused', async () => {
    serverPage()
    clientTakesOver()
    await replayed()
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('||'))
    expect(document.activeElement).toBe(document.body)
  })

  it("what was typed into the client's page already stays; the rest comes over", async () => {
    const [email, nombre] = serverPage()
    email!.value = 'socio@demo.clubsantarosa.com.ar'
    nombre!.value = 'Julián'
    clientTakesOver()
    const [, newNombre] = [...container.querySelectorAll('input')]
    fireEvent.input(newNombre!, { target: { value: 'Julia' } })
    await replayed()
    expect(
      await screen.findByText('socio@demo.clubsantarosa.com.ar|Julia|', { selector: 'output' }),
    ).toBeTruthy()
  })
})
