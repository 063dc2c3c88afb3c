import { formatHorario, type ClubSettings } from '@/domain/configuracion/configuracion'
import styles from './bank-details.module.css'
import { CopyButton } from './copy-button'

type Transferencia = ClubSettings['pagos']['transferencia']

/**
 * The club's account for a bank transfer, from its settings: bank, holder and CUIT, and the
 * CBU and alias with 'Copiar' (the public page's '¿Cómo pago mi cuota?' and 'Cómo pagar').
 */
export function BankDetails({ transferencia }: { transferencia: Transferencia }) {
  return (
    <dl className={styles.bank}>
      <dt>Banco</dt>
      <dd>{transferencia.banco}</dd>
      <dt>Titular</dt>
      <dd>{transferencia.titular}</dd>
      <dt>CUIT</dt>
      <dd>{transferencia.cuit}</dd>
      <dt>CBU</dt>
      <dd>
        <code>{transferencia.cbu}</code>{' '}
        <CopyButton className={styles.copy} value={transferencia.cbu} label="CBU" />
      </dd>
      <dt>Alias</dt>
      <dd>
        <code>{transferencia.alias}</code>{' '}
        <CopyButton className={styles.copy} value={transferencia.alias} label="alias" />
      </dd>
    </dl>
  )
}

/**
 * Paying at the club, as both screens tell it: the secretary's hours and the methods it takes,
 * from the settings.
 */
export function PagoEnElClub({ club }: { club: ClubSettings }) {
  return (
    <>
      <h3>En el club</h3>
      <p>En la secretaría, de {formatHorario(club.horarioSecretaria)}:</p>
      <ul>
        {club.pagos.presencial.map((medio) => (
          <li key={medio}>{medio}</li>
        ))}
      </ul>
    </>
  )
}
