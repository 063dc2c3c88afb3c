import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { GRUPO_MENSAJE } from '@/domain/grupos/grupos'
import type { Grupo, MiembroGrupo } from '@/domain/grupos/grupos-api'
import { askConfirm } from '@/lib/confirm'
import { errorMessage, HTTPError } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useDeleteGrupo } from '../api/delete-grupo'
import { useGrupo } from '../api/get-grupo'
import { forgetGrupo } from '../api/invalidate-grupos'
import { useRemoveMiembro } from '../api/remove-miembro'
import { nombreSocio, porcentaje, preguntaEliminar, preguntaQuitar } from '../utils/textos'
import { AgregarMiembros } from './agregar-miembros'
import styles from './grupo-edit-page.module.css'
import { GrupoNombreDialog } from './grupo-nombre-dialog'
import { MiembrosGrupo } from './miembros-grupo'

/** A group's page (docs/product.md#grupos-familiares): its name, totals, members and who may join. */
export function GrupoEditPage({ id }: { id: number }) {
  const query = useGrupo(id)
  if (query.isPending) return <Spinner label="Cargando grupo…" />
  if (query.isError) {
    const noExiste = query.error instanceof HTTPError && query.error.response.status === 404
    return (
      <main className="page page-wide">
        <Volver />
        <h1>Grupo familiar</h1>
        <p className="form-notice" role="alert">
          {noExiste ? GRUPO_MENSAJE.noExiste : 'No se pudieron obtener los datos'}
        </p>
      </main>
    )
  }
  return <GrupoEdit grupo={query.data} />
}

const Volver = () => (
  <Link to="/admin/grupos-familiares" className={styles.volver}>
    <span aria-hidden="true">← </span>Volver a Grupos
  </Link>
)

function GrupoEdit({ grupo }: { grupo: Grupo }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [renombrando, setRenombrando] = useState(false)
  const eliminar = useDeleteGrupo()
  const quitar = useRemoveMiembro()

  /** Back to the list, then the group is forgotten: it is gone. */
  const alListado = async () => {
    await navigate({ to: '/admin/grupos-familiares' })
    forgetGrupo(queryClient, grupo.id)
  }

  const onEliminar = async () => {
    if (!(await askConfirm(preguntaEliminar))) return
    try {
      await eliminar.mutateAsync(grupo.id)
      notify('success', GRUPO_MENSAJE.eliminado)
      await alListado()
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo eliminar el grupo'))
    }
  }

  const onQuitar = async (miembro: MiembroGrupo) => {
    const pregunta = preguntaQuitar(nombreSocio(miembro), grupo.miembros.length)
    if (!(await askConfirm(pregunta))) return
    try {
      const result = await quitar.mutateAsync({ grupoId: grupo.id, socioId: miembro.id })
      if (result.grupo) {
        notify('success', GRUPO_MENSAJE.quitado)
        return
      }
      notify('warning', GRUPO_MENSAJE.eliminadoAlQuitar)
      await alListado()
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo quitar al socio del grupo'))
    }
  }

  return (
    <main className="page page-wide">
      <Volver />
      <div className={styles.header}>
        <h1>{grupo.nombre}</h1>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRenombrando(true)}
          >
            Editar nombre
          </button>
          <button
            type="button"
            className={`button button-secondary ${styles.peligro}`}
            disabled={eliminar.isPending}
            onClick={() => void onEliminar()}
          >
            Eliminar grupo
          </button>
        </div>
      </div>

      <dl className={`card ${styles.totales}`}>
        <div>
          <dt>Total miembros</dt>
          <dd>{grupo.miembros.length}</dd>
        </div>
        <div>
          <dt>Miembros activos</dt>
          <dd>{grupo.habilitados}</dd>
        </div>
        <div>
          <dt>Descuento automático</dt>
          <dd>{porcentaje(grupo.descuento)}</dd>
        </div>
      </dl>

      <div className={styles.grid}>
        <section className="card" aria-labelledby="miembros-del-grupo">
          <h2 id="miembros-del-grupo">Miembros del Grupo</h2>
          <MiembrosGrupo
            miembros={grupo.miembros}
            quitando={quitar.isPending}
            onQuitar={(miembro) => void onQuitar(miembro)}
          />
        </section>
        <section className="card" aria-labelledby="agregar-miembros">
          <h2 id="agregar-miembros">Agregar Miembros</h2>
          <AgregarMiembros grupoId={grupo.id} />
        </section>
      </div>

      {renombrando && (
        <GrupoNombreDialog
          grupo={grupo}
          onClose={() => setRenombrando(false)}
          onSaved={() => {
            setRenombrando(false)
            notify('success', GRUPO_MENSAJE.renombrado)
          }}
        />
      )}
    </main>
  )
}
