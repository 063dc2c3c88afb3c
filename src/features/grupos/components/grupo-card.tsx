import { Link } from '@tanstack/react-router'
import type { Grupo } from '@/domain/grupos/grupos-api'
import { MIEMBROS_EN_TARJETA, miembrosActivos, nombreSocio, porcentaje } from '../utils/textos'
import styles from './grupos-page.module.css'
import { HabilitadoBadge } from './habilitado-badge'

/**
 * A group on the list (docs/product.md#grupos-familiares): its members who count, its
 * discount, the first three members and how many more. The whole card opens the group.
 */
export function GrupoCard({ grupo }: { grupo: Grupo }) {
  const primeros = grupo.miembros.slice(0, MIEMBROS_EN_TARJETA)
  const mas = grupo.miembros.length - primeros.length
  const titulo = `grupo-${grupo.id}`
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titulo}>
      <h2 id={titulo} className={styles.nombre}>
        <Link to="/admin/grupos-familiares/$id" params={{ id: grupo.id }} className={styles.enlace}>
          {grupo.nombre}
        </Link>
      </h2>
      <p className={styles.resumen}>
        <span>{miembrosActivos(grupo.habilitados)}</span>
        <span className={styles.descuento}>Descuento: {porcentaje(grupo.descuento)}</span>
      </p>
      {grupo.miembros.length === 0 ? (
        <p className={styles.vacio}>Sin miembros</p>
      ) : (
        <ul className={styles.miembros} aria-label={`Miembros de ${grupo.nombre}`}>
          {primeros.map((miembro) => (
            <li key={miembro.id}>
              <span className={styles.miembro}>{nombreSocio(miembro)}</span>
              <HabilitadoBadge miembro={miembro} />
            </li>
          ))}
        </ul>
      )}
      {mas > 0 && <p className={styles.mas}>+{mas} más...</p>}
    </article>
  )
}
