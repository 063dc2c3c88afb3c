import { Link } from '@tanstack/react-router'
import { formatDireccion, formatHorario, type ClubSettings } from '@/domain/configuracion/configuracion'
import styles from './asociarse-notice.module.css'
import { CuotasTabla } from './cuotas-tabla'

/**
 * The online-registration notice: register online now, become a member at the club; and what
 * membership costs.
 */
export function AsociarseNotice({ club }: { club: ClubSettings }) {
  return (
    <div className={styles.notice}>
      <p className={`card ${styles.highlight}`} role="note">
        Por ahora, solo podés registrarte online. Para hacerte socio tenés que acercarte al club.
      </p>
      <ol className={styles.steps}>
        <li className="card">
          <h2>1. Registrate online</h2>
          <p>Creá tu cuenta con tu correo o con Google. Te lleva un minuto.</p>
          <Link to="/auth/registroOnline" className="button">
            Registrarme
          </Link>
        </li>
        <li className="card">
          <h2>2. Acercate a la secretaría</h2>
          <p>
            Vení con tu DNI a {formatDireccion(club.direccion)}, de{' '}
            {formatHorario(club.horarioSecretaria)}. Los menores de edad, con su madre, padre o
            tutor.
          </p>
        </li>
        <li className="card">
          <h2>3. Usá tu carnet digital</h2>
          <p>
            Cuando el club active tu cuenta como socio, vas a tener tu carnet con código QR en el
            celular para entrar al club.
          </p>
        </li>
      </ol>
      <section className="card" aria-labelledby="cuanto-cuesta">
        <h2 id="cuanto-cuesta" className={styles.title}>
          ¿Cuánto cuesta?
        </h2>
        <CuotasTabla club={club} />
        <p>
          La cuota vence el día {club.diaVencimiento} de cada mes. Cómo pagarla está en{' '}
          <Link to="/socios/preguntas">Información</Link>.
        </p>
      </section>
    </div>
  )
}
