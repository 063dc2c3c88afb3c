import { formatHorario, type ClubSettings } from '@/domain/settings'
import { whatsappLink } from '@/domain/whatsapp'
import styles from './como-pagar.module.css'
import { CopyButton } from './copy-button'

/**
 * 'Cómo pagar' (docs/product.md#estado-de-cuotas): the club's payment methods from its
 * settings: at the secretary's office, by transfer (CBU and alias to copy), by deposit, and
 * where to send the proof.
 */
export function ComoPagar({ club }: { club: ClubSettings }) {
  const { presencial, transferencia, deposito, comprobante } = club.pagos
  return (
    <section className={`card ${styles.section}`} aria-labelledby="como-pagar">
      <h2 id="como-pagar">Cómo pagar</h2>
      <h3>En el club</h3>
      <p>En la secretaría, de {formatHorario(club.horarioSecretaria)}:</p>
      <ul>
        {presencial.map((medio) => (
          <li key={medio}>{medio}</li>
        ))}
      </ul>
      <h3>Por transferencia bancaria</h3>
      <dl className={styles.bank}>
        <dt>Banco</dt>
        <dd>{transferencia.banco}</dd>
        <dt>Titular</dt>
        <dd>{transferencia.titular}</dd>
        <dt>CUIT</dt>
        <dd>{transferencia.cuit}</dd>
        <dt>CBU</dt>
        <dd>
          <code>{transferencia.cbu}</code> <CopyButton value={transferencia.cbu} label="CBU" />
        </dd>
        <dt>Alias</dt>
        <dd>
          <code>{transferencia.alias}</code>{' '}
          <CopyButton value={transferencia.alias} label="alias" />
        </dd>
      </dl>
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
