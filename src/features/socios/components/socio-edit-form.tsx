import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { PhotoSlot } from '@/components/camera/photo-slot'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { SelectField } from '@/components/ui/form/select-field'
import { TextField } from '@/components/ui/form/text-field'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { SEXOS } from '@/domain/alta/alta-socio'
import { digitosSiNumero } from '@/domain/limites'
import { socioUpdateSchema, type SocioDetail, type SocioUpdate } from '@/domain/socios/socios-api'
import { hasMainPhoto, useSocioPhoto } from '@/entities/socio/socio-photo-query'
import { useClubSettings } from '@/lib/club-settings'
import { errorMessage, HTTPError } from '@/lib/http'
import { notify } from '@/lib/notify'
import section from '@/components/ui/form/form-section.module.css'
import { DocumentacionFields } from '@/entities/socio/documentacion-fields'
import { useSocio } from '../api/get-socio'
import { useReplaceSocioFoto, type FotoCampo } from '../api/replace-socio-foto'
import { useSocioImagen } from '../api/socio-imagen'
import { useUpdateSocio } from '../api/update-socio'
import styles from './socio-edit-form.module.css'

/** Every editable field as the form holds it: text, '' for none. */
type Form = Record<keyof SocioUpdate, string>
type Fotos = Partial<Record<FotoCampo, Blob>>

const toForm = (s: SocioDetail, categorias: readonly string[]): Form => ({
  documento: s.documento,
  nombre: s.nombre,
  apellido: s.apellido,
  apodo: s.apodo ?? '',
  nacimiento: s.nacimiento ?? '',
  sexo: s.sexo ?? '',
  nacionalidad: s.nacionalidad,
  tramite: s.tramite ?? '',
  ejemplar: s.ejemplar ?? '',
  emision: s.emision ?? '',
  ofIdentidad: s.ofIdentidad ?? '',
  domicilio: s.domicilio ?? '',
  email: s.email ?? '',
  telefono: s.telefono ?? '',
  estado: s.estado,
  // A categoría outside the club's list (typed before it was a list) must be chosen again.
  categoria: categorias.includes(s.categoria) ? s.categoria : '',
  vencimiento: s.expiracion ?? '',
  motivo: '',
})

/** What the shared schema checks: the form's text, with none as null where it takes it. */
const valores = (form: Form) => ({
  ...form,
  sexo: form.sexo || null,
  motivo: form.motivo || null,
  // Its separators go; a letter stays, for the schema to refuse (docs/product.md#member-edit).
  telefono: digitosSiNumero(form.telefono.trim()),
})

/** A field's value as the record keeps it: trimmed, a DNI or phone by its digits. */
const comparable = (campo: keyof Form, value: string) =>
  campo === 'documento' || campo === 'telefono' ? digitosSiNumero(value.trim()) : value.trim()

/**
 * Only what differs from the record is sent (a value the record holds outside today's
 * rules is not sent back unless changed); the motivo goes with a change of estado.
 */
function cambios(form: Form, record: Form): Partial<ReturnType<typeof valores>> {
  const values = valores(form)
  const changed = (Object.keys(form) as (keyof Form)[]).filter(
    (campo) =>
      campo !== 'motivo' && comparable(campo, form[campo]) !== comparable(campo, record[campo]),
  )
  const result: Partial<ReturnType<typeof valores>> = Object.fromEntries(
    changed.map((campo) => [campo, values[campo]]),
  )
  if (result.estado !== undefined && values.motivo) result.motivo = values.motivo
  return result
}

/** `fotos` without the photo of `campo`. */
function sin(fotos: Fotos, campo: FotoCampo): Fotos {
  const rest = { ...fotos }
  delete rest[campo]
  return rest
}

const FOTOS = [
  {
    campo: 'fotoSocio',
    label: 'Foto del socio',
    aspect: 1,
    facing: 'user',
    capturedMessage: 'Foto del socio capturada',
  },
  {
    campo: 'documentoFrente',
    label: 'Frente del documento',
    aspect: 1.6,
    facing: 'environment',
    capturedMessage: 'Foto de documento frontal capturada',
  },
  {
    campo: 'documentoDorso',
    label: 'Dorso del documento (opcional)',
    aspect: 1.6,
    facing: 'environment',
    capturedMessage: 'Foto de documento dorso capturada',
  },
] as const

/**
 * Editing a member (docs/product.md#member-edit): every field the registration sets but the
 * guardians and the password, with the same rules as the server's. 'Guardar cambios' sends
 * the fields that changed, then each new photo; a photo previewed and not confirmed is
 * saved as if confirmed.
 */
export function SocioEditForm({ id }: { id: number }) {
  const socio = useSocio(id)
  // The club's categories (docs/product.md#configuracion); the server checks them too.
  const categorias = useClubSettings().categorias.map((categoria) => categoria.nombre)
  const [record, setRecord] = useState(() => toForm(socio, categorias))
  const [form, setForm] = useState(record)
  const [fotos, setFotos] = useState<Fotos>({})
  const [pendientes, setPendientes] = useState<Fotos>({})
  const [saving, setSaving] = useState(false)
  /** The server's 409 for a DNI, while the DNI it was about is still the one typed. */
  const [dniAjeno, setDniAjeno] = useState<{ documento: string; message: string } | null>(null)
  const { errors, check } = useFieldErrors()
  const update = useUpdateSocio()
  const replace = useReplaceSocioFoto()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const imagenes = socio.persona.imagenes_personas
  const tiene = (tipo: string) => imagenes.some((imagen) => imagen.tipo === tipo)
  const actuales: Fotos = {
    fotoSocio:
      useSocioPhoto(id, { enabled: hasMainPhoto(imagenes), staleTime: 5 * 60_000 }).blob ??
      undefined,
    documentoFrente: useSocioImagen(id, 'documentoFrente', tiene('documentoFrente')),
    documentoDorso: useSocioImagen(id, 'documentoDorso', tiene('documentoDorso')),
  }
  const shown =
    dniAjeno && dniAjeno.documento === form.documento
      ? { ...errors, documento: dniAjeno.message }
      : errors
  const field = fieldBinder(form, setForm, shown)
  const toDetail = () => navigate({ to: '/admin/socios/$id', params: { id } })

  /** Sends the changes; false when something failed (the form keeps what was typed). */
  const save = async (changes: ReturnType<typeof cambios>, nuevas: Fotos): Promise<boolean> => {
    if (Object.keys(changes).length > 0) {
      try {
        await update.mutateAsync({ id, changes: changes as SocioUpdate })
      } catch (error) {
        const message = await errorMessage(error, 'No se pudo guardar el socio')
        if (error instanceof HTTPError && error.response.status === 409 && changes.documento) {
          setDniAjeno({ documento: form.documento, message })
          focusFirstInvalid(formRef.current)
        }
        notify('error', message)
        return false
      }
      setRecord(form)
    }
    for (const { campo, label } of FOTOS) {
      const photo = nuevas[campo]
      if (!photo) continue
      try {
        await replace.mutateAsync({ id, campo, photo })
      } catch (error) {
        notify('error', `${label}: ${await errorMessage(error, 'Error al subir la imagen')}`)
        return false
      }
      setFotos((current) => (current[campo] === photo ? sin(current, campo) : current))
    }
    return true
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A photo previewed and not confirmed is what the clerk meant to keep.
    const nuevas = { ...fotos, ...pendientes }
    setFotos(nuevas)
    setPendientes({})
    if (!check(socioUpdateSchema, valores(form))) return focusFirstInvalid(formRef.current)
    const changes = cambios(form, record)
    if (Object.keys(changes).length === 0 && Object.keys(nuevas).length === 0) {
      notify('info', 'No hay cambios para guardar')
      return toDetail()
    }
    setSaving(true)
    const saved = await save(changes, nuevas).finally(() => setSaving(false))
    if (!saved) return
    notify('success', 'Socio actualizado')
    await toDetail()
  }

  return (
    <main className="page">
      <h1>
        Editar socio #{id}: {socio.apellido}, {socio.nombre}
      </h1>
      <form
        ref={formRef}
        className="form card"
        onSubmit={submit}
        noValidate
        aria-label="Editar socio"
      >
        <fieldset className={section.fieldset}>
          <legend>Datos personales</legend>
          <TextField
            label="Documento"
            inputMode="numeric"
            autoComplete="off"
            required
            {...field('documento')}
          />
          <div className={section.row}>
            <TextField label="Nombre" required {...field('nombre')} />
            <TextField label="Apellido" required {...field('apellido')} />
          </div>
          <TextField label="Apodo" {...field('apodo')} />
          <div className={section.row}>
            <TextField label="Fecha de nacimiento" type="date" {...field('nacimiento')} />
            <SelectField label="Sexo" {...field('sexo')}>
              <option value="">Sin indicar</option>
              {SEXOS.map((sexo) => (
                <option key={sexo}>{sexo}</option>
              ))}
            </SelectField>
          </div>
          <TextField label="Nacionalidad" {...field('nacionalidad')} />
        </fieldset>

        <fieldset className={section.fieldset}>
          <legend>Documentación</legend>
          <DocumentacionFields field={field} />
        </fieldset>

        <fieldset className={section.fieldset}>
          <legend>Fotos</legend>
          <p className={styles.muted}>Las fotos nuevas se guardan con “Guardar cambios”.</p>
          {FOTOS.map(({ campo, ...slot }) => (
            <PhotoSlot
              key={campo}
              {...slot}
              photo={fotos[campo] ?? actuales[campo]}
              onChange={(photo) => setFotos((current) => ({ ...current, [campo]: photo }))}
              onPreview={(photo) =>
                setPendientes((current) =>
                  photo ? { ...current, [campo]: photo } : sin(current, campo),
                )
              }
            />
          ))}
        </fieldset>

        <fieldset className={section.fieldset}>
          <legend>Contacto</legend>
          <TextField label="Domicilio" {...field('domicilio')} />
          <div className={section.row}>
            <TextField label="Email" type="email" {...field('email')} />
            <TextField label="Teléfono" inputMode="numeric" {...field('telefono')} />
          </div>
        </fieldset>

        <fieldset className={section.fieldset}>
          <legend>Membresía</legend>
          <div className={section.row}>
            <SelectField label="Estado" {...field('estado')}>
              <option>Activo</option>
              <option>Inactivo</option>
              <option>Pendiente</option>
            </SelectField>
            <SelectField label="Categoría" {...field('categoria')}>
              <option value="">Seleccionar</option>
              {categorias.map((categoria) => (
                <option key={categoria}>{categoria}</option>
              ))}
            </SelectField>
          </div>
          {form.estado === 'Inactivo' && socio.estado !== 'Inactivo' && (
            <TextField label="Motivo de la baja" {...field('motivo')} />
          )}
          <TextField label="Vencimiento" type="date" {...field('vencimiento')} />
        </fieldset>

        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={() => void toDetail()}>
            Cancelar
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Guardando…' : 'Guardar cambios'}
          </button>
        </div>
      </form>
    </main>
  )
}
