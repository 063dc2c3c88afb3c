import { useState, type FormEvent, type ReactNode } from 'react'
import { DataTable } from '@/components/ui/data-table'
import { TextField } from '@/components/ui/form/text-field'
import { QueryResults } from '@/components/ui/query-results'
import { inscripcionInputSchema, type Inscripcion } from '@/domain/actividades/actividades-api'
import { ACTIVIDAD_MENSAJE } from '@/domain/actividades/actividades'
import { formatDate } from '@/lib/format'
import { askConfirm } from '@/lib/confirm'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { fieldErrors } from '@/domain/validation'
import { useDarDeBaja, useInscribir } from '../api/actividad-mutations'
import { useInscripciones } from '../api/get-inscripciones'
import styles from './actividades.module.css'

/**
 * An activity's enrolments (docs/product.md#actividades): enrol a member by number, end an
 * enrolment, and the history of those that ended.
 */
export function InscripcionesPanel({ id, nombre }: { id: number; nombre: string }) {
  const query = useInscripciones(id)
  const inscribir = useInscribir(id)
  const baja = useDarDeBaja(id)
  const [socio, setSocio] = useState('')
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = fieldErrors(inscripcionInputSchema, { socio_id: socio })
    setError(found.socio_id)
    if (found.socio_id) return
    const enviado = socio
    try {
      await inscribir.mutateAsync(Number(enviado))
      notify('success', ACTIVIDAD_MENSAJE.inscripto)
      // A number typed while this one was sent stays.
      setSocio((actual) => (actual === enviado ? '' : actual))
    } catch (e) {
      setError(await errorMessage(e, 'No se pudo inscribir al socio'))
    }
  }

  const darDeBaja = async (inscripcion: Inscripcion) => {
    const confirmed = await askConfirm({
      title: 'Terminar inscripción',
      message: `¿Dar de baja a ${inscripcion.apellido}, ${inscripcion.nombre} de ${nombre}? Queda en el historial.`,
      confirm: 'Dar de baja',
      cancel: 'Cancelar',
    })
    if (!confirmed) return
    try {
      await baja.mutateAsync(inscripcion.socio_id)
      notify('success', ACTIVIDAD_MENSAJE.baja)
    } catch (e) {
      notify('error', await errorMessage(e, 'No se pudo terminar la inscripción'))
    }
  }

  return (
    <section className="card" aria-labelledby="inscriptos-titulo">
      <h2 id="inscriptos-titulo">Inscriptos</h2>
      <form className={styles.inscribir} onSubmit={submit} noValidate aria-label="Inscribir socio">
        <TextField
          label="Número de socio"
          inputMode="numeric"
          value={socio}
          onChange={(e) => setSocio(e.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={inscribir.isPending}>
          {inscribir.isPending ? 'Inscribiendo…' : 'Inscribir'}
        </button>
      </form>
      <QueryResults
        query={query}
        loading="Cargando inscriptos…"
        isEmpty={(lista) => lista.length === 0}
        empty="Nadie se inscribió todavía."
        emptyClassName={undefined}
      >
        {(lista) => (
          <>
            <Tabla
              label="Inscriptos actuales"
              filas={lista.filter((i) => i.hasta === null)}
              accion={(i) => (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void darDeBaja(i)}
                  aria-label={`Dar de baja a ${i.apellido}, ${i.nombre}`}
                >
                  Dar de baja
                </button>
              )}
            />
            {lista.some((i) => i.hasta !== null) && (
              <>
                <h3>Historial</h3>
                <Tabla label="Inscripciones terminadas" filas={lista.filter((i) => i.hasta)} />
              </>
            )}
          </>
        )}
      </QueryResults>
    </section>
  )
}

type TablaProps = {
  label: string
  filas: Inscripcion[]
  accion?: (inscripcion: Inscripcion) => ReactNode
}

function Tabla({ label, filas, accion }: TablaProps) {
  if (filas.length === 0) return <p>Nadie inscripto ahora.</p>
  return (
    <DataTable label={label} minWidth="32rem">
      <thead>
        <tr>
          <th scope="col">Socio</th>
          <th scope="col">Nombre</th>
          <th scope="col">Desde</th>
          <th scope="col">
            {accion ? <span className="visually-hidden">Acciones</span> : 'Hasta'}
          </th>
        </tr>
      </thead>
      <tbody>
        {filas.map((i, n) => (
          <tr key={`${i.socio_id}-${n}`}>
            <td>#{i.socio_id}</td>
            <td>
              {i.apellido}, {i.nombre}
            </td>
            <td>{formatDate(i.desde)}</td>
            <td>{accion ? accion(i) : formatDate(i.hasta!)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
