import { OfflineDataNote } from '@/components/ui/offline-data-note'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useDispositivos } from '../api/get-dispositivos'
import { useQuitarConPregunta } from '../hooks/use-quitar-con-pregunta'
import { preguntaQuitarPropio } from '../utils/textos'
import { DispositivosLista } from './dispositivos-lista'

type Props = {
  /** This phone's device, when it has one: marked in the list. */
  esteId?: number
  /** Called once this phone's own device was removed: it must forget its key. */
  onQuitadoEste?: () => Promise<void>
}

/**
 * 'Mis dispositivos' (docs/product.md#mis-dispositivos): the phones where the member's card
 * works offline, to remove the ones no longer used or a lost one.
 */
export function MisDispositivosPage({ esteId, onQuitadoEste }: Props) {
  const query = useDispositivos()
  const online = useOnlineStatus()
  const { quitar, quitando } = useQuitarConPregunta(preguntaQuitarPropio, async ({ id }) => {
    if (id === esteId) await onQuitadoEste?.()
  })
  return (
    <main className="page">
      <h1>Mis dispositivos</h1>
      <section className="card" aria-label="Dispositivos">
        <p>
          Los teléfonos donde tu carnet funciona sin conexión. Podés tener hasta 3; quitá los que ya
          no uses, o uno que perdiste.
        </p>
        {query.data && <OfflineDataNote updatedAt={query.dataUpdatedAt} />}
        {!query.data && !online ? (
          <p className="form-notice" role="status">
            Sin conexión: la lista todavía no se guardó en este teléfono. Conectate para verla.
          </p>
        ) : (
          <DispositivosLista
            query={query}
            vacio="Todavía no usaste el carnet sin conexión en ningún teléfono."
            esteId={esteId}
            renombrable
            quitando={quitando}
            onQuitar={(dispositivo) => void quitar(dispositivo)}
          />
        )}
      </section>
    </main>
  )
}
