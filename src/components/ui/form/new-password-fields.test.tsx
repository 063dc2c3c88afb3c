import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fieldBinder } from './bind-field'
import { NewPasswordFields } from './new-password-fields'

function Form({ errors }: { errors?: Record<string, string> }) {
  const [form, setForm] = useState({ actual: '', nueva: '', confirmacion: '' })
  return (
    <form aria-label="Prueba">
      <NewPasswordFields field={fieldBinder(form, setForm, errors)} />
      <output>{JSON.stringify(form)}</output>
    </form>
  )
}

describe('NewPasswordFields', () => {
  it('binds the new password and its repetition to the form’s own keys', () => {
    render(<Form />)
    const nueva = screen.getByLabelText('Contraseña nueva')
    const repetida = screen.getByLabelText('Repetí la contraseña nueva')
    for (const [input, name] of [
      [nueva, 'nueva'],
      [repetida, 'confirmacion'],
    ] as const) {
      expect(input.getAttribute('name')).toBe(name)
      expect(input.getAttribute('autocomplete')).toBe('new-password')
      expect(input.hasAttribute('required')).toBe(true)
    }
    fireEvent.change(nueva, { target: { value: 'una-clave-larga' } })
    fireEvent.change(repetida, { target: { value: 'otra' } })
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      actual: '',
      nueva: 'una-clave-larga',
      confirmacion: 'otra',
    })
  })

  it('shows each field’s error under it', () => {
    render(<Form errors={{ confirmacion: 'Las contraseñas no coinciden' }} />)
    expect(screen.getByLabelText('Repetí la contraseña nueva').getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(screen.getByText('Las contraseñas no coinciden')).toBeDefined()
    expect(screen.getByLabelText('Contraseña nueva').hasAttribute('aria-invalid')).toBe(false)
  })
})
