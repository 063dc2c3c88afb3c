import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { fieldBinder } from '@/components/ui/bind-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { useFieldErrors } from '@/components/ui/use-field-errors'
import { socioUpdateSchema, type SocioDetail, type SocioUpdate } from '@/domain/socios-api'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useSocio } from '../api/get-socio'
import { useUpdateSocio } from '../api/update-socio'

/** Every editable field as the form holds it: text, '' for none. */
type Form = Record<keyof SocioUpdate, string>

const toForm = (s: SocioDetail): Form => ({
  nombre: s.nombre,
  apellido: s.apellido,
  apodo: s.apodo ?? '',
  nacimiento: s.nacimiento ?? '',
  sexo: s.sexo ?? '',
  nacionalidad: s.nacionalidad,
  domicilio: s.domicilio ?? '',
  email: s.email ?? '',
  telefono: s.telefono ?? '',
  estado: s.estado,
  categoria: s.categoria,
  vencimiento: s.expiracion ?? '',
  motivo: '',
})

/** Editing a member (docs/product.md#member-edit): the same rules as the server's. */
export function SocioEditForm({ id }: { id: number }) {
  const socio = useSocio(id)
  const [form, setForm] = useState(() => toForm(socio))
  const { errors, check } = useFieldErrors()
  const update = useUpdateSocio()
  const navigate = useNavigate()
  const field = fieldBinder(form, setForm, errors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const changes = {
      ...form,
      sexo: form.sexo || null,
      motivo: form.motivo || null,
      telefono: form.telefono.replace(/\D/g, ''),
    }
    if (!check(socioUpdateSchema, changes)) return
    try {
      await update.mutateAsync({ id, changes: changes as never })
      notify('success', 'Socio actualizado')
      await navigate({ to: '/admin/socios/$id', params: { id } })
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo guardar el socio'))
    }
  }

  return (
    <main className="page">
      <h1>
        Editar socio #{id}: {socio.apellido}, {socio.nombre}
      </h1>
      <form className="form card" onSubmit={submit} noValidate aria-label="Editar socio">
        <TextField label="Nombre" {...field('nombre')} required />
        <TextField label="Apellido" {...field('apellido')} required />
        <TextField label="Apodo" {...field('apodo')} />
        <TextField label="Fecha de nacimiento" type="date" {...field('nacimiento')} />
        <SelectField label="Sexo" {...field('sexo')}>
          <option value="">Sin indicar</option>
          <option>Masculino</option>
          <option>Femenino</option>
          <option>Otro</option>
        </SelectField>
        <TextField label="Nacionalidad" {...field('nacionalidad')} />
        <TextField label="Domicilio" {...field('domicilio')} />
        <TextField label="Email" type="email" {...field('email')} />
        <TextField label="Teléfono" inputMode="numeric" {...field('telefono')} />
        <SelectField label="Estado" {...field('estado')}>
          <option>Activo</option>
          <option>Inactivo</option>
          <option>Pendiente</option>
        </SelectField>
        {form.estado === 'Inactivo' && socio.estado !== 'Inactivo' && (
          <TextField label="Motivo de la baja" {...field('motivo')} />
        )}
        <TextField label="Categoría" {...field('categoria')} />
        <TextField label="Vencimiento" type="date" {...field('vencimiento')} />
        <div className="form-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void navigate({ to: '/admin/socios/$id', params: { id } })}
          >
            Cancelar
          </button>
          <button type="submit" className="button" disabled={update.isPending}>
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </button>
        </div>
      </form>
    </main>
  )
}
