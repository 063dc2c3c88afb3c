import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { TextField } from '@/components/ui/text-field'
import { socioUpdateSchema, type SocioDetail } from '@/domain/socios-api'
import { fieldErrors } from '@/domain/validation'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useSocio } from '../api/get-socio'
import { useUpdateSocio } from '../api/update-socio'

type Form = {
  nombre: string
  apellido: string
  apodo: string
  nacimiento: string
  sexo: string
  nacionalidad: string
  domicilio: string
  email: string
  telefono: string
  estado: string
  categoria: string
  vencimiento: string
  motivo: string
}

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

/** Editing a member (SPEC.md §2 'Editar socio'): the same rules as the server's. */
export function SocioEditForm({ id }: { id: number }) {
  const socio = useSocio(id)
  const [form, setForm] = useState(() => toForm(socio))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const update = useUpdateSocio()
  const navigate = useNavigate()
  const set = (field: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [field]: e.target.value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const changes = {
      ...form,
      sexo: form.sexo || null,
      motivo: form.motivo || null,
      telefono: form.telefono.replace(/\D/g, ''),
    }
    const found = fieldErrors(socioUpdateSchema, changes)
    setErrors(found)
    if (Object.keys(found).length > 0) return
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
        <TextField
          label="Nombre"
          value={form.nombre}
          error={errors.nombre}
          onChange={set('nombre')}
          required
        />
        <TextField
          label="Apellido"
          value={form.apellido}
          error={errors.apellido}
          onChange={set('apellido')}
          required
        />
        <TextField label="Apodo" value={form.apodo} error={errors.apodo} onChange={set('apodo')} />
        <TextField
          label="Fecha de nacimiento"
          type="date"
          value={form.nacimiento}
          error={errors.nacimiento}
          onChange={set('nacimiento')}
        />
        <div className="field">
          <label htmlFor="edit-sexo">Sexo</label>
          <select id="edit-sexo" className="input" value={form.sexo} onChange={set('sexo')}>
            <option value="">Sin indicar</option>
            <option>Masculino</option>
            <option>Femenino</option>
            <option>Otro</option>
          </select>
        </div>
        <TextField
          label="Nacionalidad"
          value={form.nacionalidad}
          error={errors.nacionalidad}
          onChange={set('nacionalidad')}
        />
        <TextField
          label="Domicilio"
          value={form.domicilio}
          error={errors.domicilio}
          onChange={set('domicilio')}
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label="Teléfono"
          inputMode="numeric"
          value={form.telefono}
          error={errors.telefono}
          onChange={set('telefono')}
        />
        <div className="field">
          <label htmlFor="edit-estado">Estado</label>
          <select id="edit-estado" className="input" value={form.estado} onChange={set('estado')}>
            <option>Activo</option>
            <option>Inactivo</option>
            <option>Pendiente</option>
          </select>
        </div>
        {form.estado === 'Inactivo' && socio.estado !== 'Inactivo' && (
          <TextField
            label="Motivo de la baja"
            value={form.motivo}
            error={errors.motivo}
            onChange={set('motivo')}
          />
        )}
        <TextField
          label="Categoría"
          value={form.categoria}
          error={errors.categoria}
          onChange={set('categoria')}
        />
        <TextField
          label="Vencimiento"
          type="date"
          value={form.vencimiento}
          error={errors.vencimiento}
          onChange={set('vencimiento')}
        />
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
