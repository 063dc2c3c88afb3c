import type { RosterSocio } from '@/domain/porteria/gate-api'
import { formatDni } from '@/domain/socios/socio'
import type { Candidatos } from '../hooks/use-gate'
import { GateAvatar } from './gate-avatar'
import styles from './kiosk.module.css'

type Props = {
  candidatos: Candidatos
  onElegir: (socio: RosterSocio) => void
  onNuevaBusqueda: () => void
}

/**
 * A typed DNI the server could not confirm: the roster only narrows it to these members
 * (ADR 0041), so the gatekeeper taps the one whose photo and name match the person
 * (docs/product.md#dni-entry). Nothing is recorded until then.
 */
export function CandidatosDni({ candidatos, onElegir, onNuevaBusqueda }: Props) {
  return (
    <div className={styles.candidatos} role="group" aria-labelledby="porteria-candidatos">
      <p id="porteria-candidatos" className={styles.candidatosTitle}>
        Confirmá quién es
      </p>
      <p>
        DNI buscado: {formatDni(candidatos.documento)}. Sin conexión, la tablet no puede confirmar
        el DNI: tocá al socio que tenés enfrente.
      </p>
      <ul className={styles.candidatosList}>
        {candidatos.socios.map((socio) => (
          <li key={socio.id}>
            <Candidato socio={socio} onElegir={onElegir} />
          </li>
        ))}
      </ul>
      <button type="button" className={styles.dniButton} onClick={onNuevaBusqueda}>
        Realizar Nueva Búsqueda
      </button>
    </div>
  )
}

function Candidato({ socio, onElegir }: { socio: RosterSocio; onElegir: Props['onElegir'] }) {
  return (
    <button type="button" className={styles.candidato} onClick={() => onElegir(socio)}>
      <GateAvatar
        socio={socio}
        photoClassName={styles.candidatoPhoto}
        initialsClassName={styles.candidatoInitials}
      />
      <span>
        {socio.apellido}, {socio.apodo || socio.nombre} · Socio #{socio.id}
      </span>
    </button>
  )
}
