import { useDispositivos } from '../api/get-dispositivos'
import { useQuitarConPregunta } from '../hooks/use-quitar-con-pregunta'
import { preguntaQuitarDeSocio } from '../utils/textos'
import { DispositivosLista } from './dispositivos-lista'

/**
 * The member detail's 'Dispositivos del carnet' (docs/product.md#mis-dispositivos): the
 * member's devices, for an administrator to remove a lost phone.
 */
export function DispositivosSocio({ socioId }: { socioId: number }) {
  const query = useDispositivos(socioId)
  const { quitar, quitando } = useQuitarConPregunta(preguntaQuitarDeSocio)
  return (
    <section className="card" aria-labelledby="dispositivos-socio">
      <h2 id="dispositivos-socio">Dispositivos del carnet</h2>
      <DispositivosLista
        query={query}
        vacio="Sin dispositivos registrados"
        quitando={quitando}
        onQuitar={(dispositivo) => void quitar(dispositivo)}
      />
    </section>
  )
}
