import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { GRUPO_MENSAJE } from '@/domain/grupos/grupos'
import { grupo } from '@/test/grupos'
import { api, ok, refusal, requests, server } from '@/test/msw-server'
import { GrupoNombreDialog } from './grupo-nombre-dialog'

function renderDialog(props: Partial<Parameters<typeof GrupoNombreDialog>[0]> = {}) {
  const onSaved = vi.fn()
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GrupoNombreDialog onClose={onClose} onSaved={onSaved} {...props} />
    </QueryClientProvider>,
  )
  return { onSaved, onClose }
}

describe('GrupoNombreDialog', () => {
  it("'Crear' stays disabled while the name is blank", async () => {
    const user = userEvent.setup()
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Crear Nuevo Grupo' })).toBeTruthy()
    const nombre = screen.getByLabelText('Nombre del Grupo')
    expect(nombre.getAttribute('placeholder')).toBe('Familia González')
    const crear = screen.getByRole('button', { name: 'Crear' })
    expect(crear).toHaveProperty('disabled', true)
    await user.type(nombre, '   ')
    expect(crear).toHaveProperty('disabled', true)
    await user.type(nombre, 'Familia Núñez')
    expect(crear).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy()
  })

  it('creates the group with the name trimmed', async () => {
    const user = userEvent.setup()
    const creado = grupo([], { id: 12, nombre: 'Familia Núñez' })
    server.use(http.post(api('grupos'), () => ok(creado, GRUPO_MENSAJE.creado)))
    const { onSaved } = renderDialog()
    await user.type(screen.getByLabelText('Nombre del Grupo'), '  Familia Núñez ')
    await user.click(screen.getByRole('button', { name: 'Crear' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(creado))
    expect(await requests('POST')).toContainEqual({
      method: 'POST',
      path: 'grupos',
      json: { nombre: 'Familia Núñez' },
    })
  })

  it('a duplicate name: the message by the field, what was typed kept', async () => {
    const user = userEvent.setup()
    const message = GRUPO_MENSAJE.nombreRepetido('Familia Núñez')
    server.use(http.post(api('grupos'), () => refusal(409, message)))
    const { onSaved } = renderDialog()
    const nombre = screen.getByLabelText('Nombre del Grupo')
    await user.type(nombre, 'familia nuñez')
    await user.click(screen.getByRole('button', { name: 'Crear' }))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(nombre).toHaveProperty('value', 'familia nuñez')
    expect(nombre.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(nombre.getAttribute('aria-describedby')!)!.textContent).toBe(
      message,
    )
    expect(screen.getByRole('dialog', { name: 'Crear Nuevo Grupo' })).toBeTruthy()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it("renaming: 'Editar Nombre del Grupo', the name filled in, 'Guardar'", async () => {
    const user = userEvent.setup()
    const actual = grupo([])
    const renombrado = { ...actual, nombre: 'Familia González Pérez' }
    server.use(http.patch(api('grupos/7'), () => ok(renombrado)))
    const { onSaved } = renderDialog({ grupo: actual })
    expect(screen.getByRole('dialog', { name: 'Editar Nombre del Grupo' })).toBeTruthy()
    const nombre = screen.getByLabelText('Nombre del Grupo')
    expect(nombre).toHaveProperty('value', 'Familia González')
    await user.clear(nombre)
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true)
    await user.type(nombre, 'Familia González Pérez')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(renombrado))
    expect(await requests('PATCH')).toContainEqual({
      method: 'PATCH',
      path: 'grupos/7',
      json: { nombre: 'Familia González Pérez' },
    })
  })
})
