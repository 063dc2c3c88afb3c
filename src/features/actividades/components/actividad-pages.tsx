import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { Spinner } from '@/components/ui/spinner'
import { ACTIVIDAD_MENSAJE } from '@/domain/actividades/actividades'
import {
  actividadInputSchema,
  type Actividad,
  type ActividadInput,
  type ActividadPatch,
} from '@/domain/actividades/actividades-api'
import { notify } from '@/lib/notify'
import { useCreateActividad, useUpdateActividad } from '../api/actividad-mutations'
import { useTodasLasActividades } from '../api/get-actividades'
import { entradaDe, VALORES_VACIOS, valoresDe } from '../utils/actividad-form'
import { ActividadForm } from './actividad-form'
import { InscripcionesPanel } from './inscripciones-panel'

const Volver = () => <Link to="/admin/actividades">← Actividades</Link>

/** 'Nueva actividad': once created, its page, where members are enrolled. */
export function NuevaActividadPage() {
  const crear = useCreateActividad()
  const navigate = useNavigate()
  return (
    <main className="page">
      <Volver />
      <h1>Nueva actividad</h1>
      <ActividadForm
        inicial={VALORES_VACIOS}
        submitLabel="Crear actividad"
        onSubmit={async (input: ActividadInput) => {
          const actividad = await crear.mutateAsync(input)
          notify('success', ACTIVIDAD_MENSAJE.creada)
          await navigate({ to: '/admin/actividades/$id', params: { id: actividad.id } })
        }}
      />
    </main>
  )
}

/**
 * An activity's page: its form and its enrolments. Rendered once per activity (the route keys
 * it by id).
 */
export function ActividadEditPage({ id }: { id: number }) {
  const query = useTodasLasActividades()
  const actividad = query.data?.find((a) => a.id === id)
  if (!actividad) {
    return (
      <main className="page">
        <Volver />
        {query.isPending || query.isFetching ? (
          <Spinner label="Cargando actividad" />
        ) : (
          <p className="card" role="alert">
            {ACTIVIDAD_MENSAJE.noExiste}
          </p>
        )}
      </main>
    )
  }
  return (
    <main className="page">
      <Volver />
      <h1>{actividad.nombre}</h1>
      <EditarActividad actividad={actividad} />
      <InscripcionesPanel id={actividad.id} nombre={actividad.nombre} />
    </main>
  )
}

/**
 * The form sends only what changed since it opened, as the schema reads both: a field another
 * administrator changed meanwhile, and left alone here, is not written back.
 */
function EditarActividad({ actividad }: { actividad: Actividad }) {
  const guardar = useUpdateActividad(actividad.id)
  const [inicial] = useState(() => valoresDe(actividad))
  const [antes] = useState(() => v.parse(actividadInputSchema, entradaDe(inicial)))
  return (
    <ActividadForm
      inicial={inicial}
      submitLabel="Guardar cambios"
      onSubmit={async (input) => {
        const patch = Object.fromEntries(
          Object.entries(input).filter(
            ([k, value]) =>
              JSON.stringify(value) !== JSON.stringify(antes[k as keyof ActividadInput]),
          ),
        ) as ActividadPatch
        if (Object.keys(patch).length === 0) return notify('info', ACTIVIDAD_MENSAJE.sinCambios)
        await guardar.mutateAsync(patch)
        notify('success', ACTIVIDAD_MENSAJE.guardada)
      }}
    />
  )
}
