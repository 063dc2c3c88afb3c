import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatCount } from '@/domain/plural'
import { antiguedad, edad, estadoHistorial, formatDni } from '@/domain/socios/socio'
import { SocioAvatar } from '@/entities/socio/socio-avatar'
import { hasMainPhoto, useSocioPhoto } from '@/entities/socio/socio-photo-query'
import { formatDate } from '@/lib/format'
import badge from '@/styles/badge.module.css'
import { useSocio } from '../api/get-socio'
import { CuotaBadge } from './cuota-badge'
import { EstadoBadge } from './estado-badge'
import { ResetLinkPanel } from './reset-link-panel'
import styles from './socio-detail.module.css'

type Props = {
  id: number
  /**
   * The member's fees ('Cuotas', docs/product.md#member-detail-cuotas): another feature's
   * section, composed here by the route, shown after 'Membresía' across the page.
   */
  cuotas?: ReactNode
  /** The card's devices ('Dispositivos del carnet'): another feature's section, after 'Cuotas'. */
  dispositivos?: ReactNode
}

/** A member's record for administrators: photo, personal data, history, guardians, group. */
export function SocioDetail({ id, cuotas, dispositivos }: Props) {
  const socio = useSocio(id)
  const photo = useSocioPhoto(id, {
    enabled: hasMainPhoto(socio.persona.imagenes_personas),
    staleTime: 5 * 60_000,
  })
  const today = new Date()
  const historial = estadoHistorial(socio.historial)
  const value = (text: string | null | undefined) => text || '—'
  return (
    <main className="page page-wide">
      <div className={styles.header}>
        <SocioAvatar
          nombre={socio.nombre}
          apellido={socio.apellido}
          url={photo.url}
          photoClassName={styles.photo}
          initialsClassName={styles.initials}
        />
        <div>
          <h1>
            {socio.apellido}, {socio.nombre}
            {socio.apodo && <span className={styles.apodo}> “{socio.apodo}”</span>}
          </h1>
          <p className={styles.meta}>
            Socio #{socio.id} · <EstadoBadge estado={socio.estado} />
          </p>
        </div>
        <div className={styles.actions}>
          <Link to="/admin/socios/$id/editar" params={{ id }} className="button">
            Editar socio
          </Link>
          <Link to="/admin/socios" className="button button-secondary">
            Volver al listado
          </Link>
        </div>
      </div>

      <div className={styles.grid}>
        <section className="card" aria-labelledby="datos-personales">
          <h2 id="datos-personales">Datos personales</h2>
          <dl className={styles.data}>
            <dt>DNI</dt>
            <dd>{formatDni(socio.documento)}</dd>
            <dt>Nacimiento</dt>
            <dd>
              {socio.nacimiento
                ? `${formatDate(socio.nacimiento)} (${formatCount(edad(socio.nacimiento, today), 'año', 'años')})`
                : '—'}
            </dd>
            <dt>Sexo</dt>
            <dd>{value(socio.sexo)}</dd>
            <dt>Nacionalidad</dt>
            <dd>{socio.nacionalidad}</dd>
            <dt>Domicilio</dt>
            <dd>{value(socio.domicilio)}</dd>
            <dt>Email</dt>
            <dd>{value(socio.email)}</dd>
            <dt>Teléfono</dt>
            <dd>{value(socio.telefono)}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby="membresia">
          <h2 id="membresia">Membresía</h2>
          <dl className={styles.data}>
            <dt>Ingreso</dt>
            <dd>
              {formatDate(socio.fechaIngreso)} ({antiguedad(socio.fechaIngreso, today)})
            </dd>
            <dt>Vencimiento</dt>
            <dd>{socio.expiracion ? formatDate(socio.expiracion) : '—'}</dd>
            <dt>Categoría</dt>
            <dd>{socio.categoria}</dd>
            <dt>Grupo familiar</dt>
            <dd>
              {socio.grupo ? (
                <Link to="/admin/grupos-familiares/$id" params={{ id: socio.grupo.id }}>
                  {socio.grupo.nombre}
                </Link>
              ) : (
                'Sin grupo'
              )}
            </dd>
            <dt>Actividades</dt>
            <dd>
              {socio.actividades.length === 0
                ? 'Ninguna'
                : socio.actividades.map((actividad, i) => (
                    <span key={actividad.id}>
                      {i > 0 && ', '}
                      <Link to="/admin/actividades/$id" params={{ id: actividad.id }}>
                        {actividad.nombre}
                      </Link>
                    </span>
                  ))}
            </dd>
            <dt>Cuota</dt>
            <dd>
              <CuotaBadge vencidas={socio.cuotas_vencidas} />
            </dd>
          </dl>
        </section>

        {cuotas}
        {dispositivos}

        <section className="card" aria-labelledby="historial">
          <h2 id="historial">
            Historial{' '}
            <span className={`${badge.badge} ${badge[historial.color]}`}>{historial.texto}</span>
          </h2>
          {socio.historial.length === 0 ? (
            <p>Sin historial</p>
          ) : (
            <ol className={styles.history}>
              {socio.historial.map((h, i) => (
                <li key={i}>
                  Alta {formatDate(h.alta)}
                  {h.baja ? ` · Baja ${formatDate(h.baja)}` : ''}
                  {h.motivo ? ` · ${h.motivo}` : ''}
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="card" aria-labelledby="responsables">
          <h2 id="responsables">Responsables</h2>
          {socio.responsables.length === 0 ? (
            <p>Sin responsables registrados</p>
          ) : (
            <ul className={styles.history}>
              {socio.responsables.map((r) => (
                <li key={r.documento}>
                  {r.apellido}, {r.nombre} ({r.parentesco}) · DNI {formatDni(r.documento)}
                  {r.telefono ? ` · Tel. ${r.telefono}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>

        <ResetLinkPanel id={socio.id} nombre={socio.nombre} telefono={socio.telefono} />
      </div>
    </main>
  )
}
