import { Link, useNavigate } from '@tanstack/react-router'
import { Spinner } from '@/components/ui/spinner'
import { ACTIVIDAD_MENSAJE } from '@/domain/actividades/actividades'
import type { ActividadInput, ActividadPatch } from '@/domain/actividades/actividades-api'
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

/** An activity's page: its form, which sends only what changed, and its enrolments. */
export function ActividadEditPage({ id }: { id: number }) {
  const query = useTodasLasActividades()
  const guardar = useUpdateActividad(id)
  const actividad = query.data?.find((a) => a.id === id)
  if (!actividad) {
    return (
      <main className="page">
        <Volver />
        {query.isPending ? (
          <Spinner label="Cargando actividad" />
        ) : (
          <p className="card" role="alert">
            {ACTIVIDAD_MENSAJE.noExiste}
          </p>
        )}
      </main>
    )
  }
  const inicial = valoresDe(actividad)
  const antes = entradaDe(inicial)
  return (
    <main className="page">
      <Volver />
      <h1>{actividad.nombre}</h1>
      <ActividadForm
        key={actividad.id}
        inicial={inicial}
        submitLabel="Guardar cambios"
        onSubmit={async (input) => {
          const patch = Object.fromEntries(
            Object.entries(input).filter(
              ([k, v]) => JSON.stringify(v) !== JSON.stringify(antes[k as keyof ActividadInput]),
            ),
          ) as ActividadPatch
          if (Object.keys(patch).length === 0) return notify('info', ACTIVIDAD_MENSAJE.sinCambios)
          await guardar.mutateAsync(patch)
          notify('success', ACTIVIDAD_MENSAJE.guardada)
        }}
      />
      <InscripcionesPanel id={actividad.id} nombre={actividad.nombre} />
    </main>
  )
}
