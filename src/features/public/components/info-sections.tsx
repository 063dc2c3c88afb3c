import { useState } from 'react'
import { BankDetails, PagoEnElClub } from '@/components/ui/bank-details'
import { formatDireccion, formatHorario, type ClubSettings } from '@/domain/configuracion/configuracion'
import { formatTelefonoWhatsapp, whatsappLink } from '@/domain/configuracion/whatsapp'
import { ClubMap } from './club-map'
import { CuotasTabla } from './cuotas-tabla'
import styles from './info-sections.module.css'

/**
 * Info page (docs/product.md#preguntas-frecuentes): three toggle sections, contact, location and
 * fee payment.
 */
export function InfoSections({ club }: { club: ClubSettings }) {
  return (
    <div className={styles.sections}>
      <ContactSection club={club} />
      <LocationSection club={club} />
      <PaymentSection club={club} />
    </div>
  )
}

function ContactSection({ club }: { club: ClubSettings }) {
  return (
    <details className={`card ${styles.section}`}>
      <summary>
        <h2>¿Cómo me contacto con el club?</h2>
      </summary>
      <p>La secretaría atiende de {formatHorario(club.horarioSecretaria)}.</p>
      <ul>
        <li>
          WhatsApp:{' '}
          <a href={whatsappLink(club.whatsapp, 'Hola!')} target="_blank" rel="noopener noreferrer">
            {formatTelefonoWhatsapp(club.whatsapp)}
          </a>
        </li>
        <li>
          Correo: <a href={`mailto:${club.email}`}>{club.email}</a>
        </li>
        {club.telefono && (
          <li>
            Teléfono: <a href={`tel:${club.telefono.replace(/[^\d+]/g, '')}`}>{club.telefono}</a>
          </li>
        )}
      </ul>
    </details>
  )
}

function LocationSection({ club }: { club: ClubSettings }) {
  const [open, setOpen] = useState(false)
  return (
    <details className={`card ${styles.section}`} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2>¿Dónde queda el club?</h2>
      </summary>
      <address className={styles.address}>
        {formatDireccion(club.direccion)} ({club.direccion.codigoPostal})
      </address>
      {/* Nothing of the map loads until the section is opened. */}
      {open && <ClubMap club={club} />}
    </details>
  )
}

function PaymentSection({ club }: { club: ClubSettings }) {
  const { transferencia, deposito, comprobante } = club.pagos
  return (
    <details className={`card ${styles.section}`}>
      <summary>
        <h2>¿Cómo pago mi cuota?</h2>
      </summary>
      <h3>Cuánto cuesta</h3>
      <CuotasTabla club={club} />
      <p>Vence el día {club.diaVencimiento} de cada mes.</p>
      <PagoEnElClub club={club} />
      <h3>A distancia</h3>
      <p>Por transferencia bancaria:</p>
      <BankDetails transferencia={transferencia} />
      <p>
        O por depósito en cuenta corriente: {deposito.banco}, {deposito.cuenta}.
      </p>
      <h3>Enviá el comprobante</h3>
      <p>
        Mandalo por correo a <a href={`mailto:${comprobante.email}`}>{comprobante.email}</a> o por{' '}
        <a
          href={whatsappLink(comprobante.whatsapp, 'Hola! Envío el comprobante de pago de la cuota.')}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        , indicando la actividad, tu nombre y apellido completos y el mes que pagaste.
      </p>
    </details>
  )
}
