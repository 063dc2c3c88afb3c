import { BankDetails, PagoEnElClub } from '@/components/ui/bank-details'
import type { ClubSettings } from '@/domain/configuracion/configuracion'
import { whatsappLink } from '@/domain/configuracion/whatsapp'
import styles from './como-pagar.module.css'

/**
 * 'Cómo pagar' (docs/product.md#estado-de-cuotas): the club's payment methods from its
 * settings: at the secretary's office, by transfer (CBU and alias to copy), by deposit, and
 * where to send the proof.
 */
export function ComoPagar({ club }: { club: ClubSettings }) {
  const { transferencia, deposito, comprobante } = club.pagos
  return (
    <section className={`card ${styles.section}`} aria-labelledby="como-pagar">
      <h2 id="como-pagar">Cómo pagar</h2>
      <PagoEnElClub club={club} />
      <h3>Por transferencia bancaria</h3>
      <BankDetails transferencia={transferencia} />
      <h3>Por depósito</h3>
      <p>
        En cuenta corriente: {deposito.banco}, {deposito.cuenta}.
      </p>
      <h3>Enviá el comprobante</h3>
      <p>
        Si pagaste por transferencia o depósito, mandá el comprobante por correo a{' '}
        <a href={`mailto:${comprobante.email}`}>{comprobante.email}</a> o por{' '}
        <a
          href={whatsappLink(
            comprobante.whatsapp,
            'Hola! Envío el comprobante de pago de la cuota.',
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        , con tu nombre y apellido completos y el mes que pagaste.
      </p>
    </section>
  )
}
