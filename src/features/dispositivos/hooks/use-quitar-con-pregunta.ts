import {
  DISPOSITIVO_MENSAJE,
  nombreVisible,
  type Dispositivo,
} from '@/domain/dispositivos/dispositivos'
import { askConfirm } from '@/lib/confirm'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useQuitarDispositivo } from '../api/quitar-dispositivo'

type Pregunta = { title: string; message: string; confirm: string; cancel: string }

/**
 * 'Quitar' a device: asks `pregunta` first, then revokes it, calls `onQuitado` with it, and
 * says how it went.
 */
export function useQuitarConPregunta(
  pregunta: (nombre: string) => Pregunta,
  onQuitado?: (dispositivo: Dispositivo) => Promise<void>,
) {
  const mutation = useQuitarDispositivo()
  const quitar = async (dispositivo: Dispositivo) => {
    if (!(await askConfirm(pregunta(nombreVisible(dispositivo))))) return
    try {
      await mutation.mutateAsync(dispositivo.id)
      await onQuitado?.(dispositivo)
      notify('success', DISPOSITIVO_MENSAJE.quitado)
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo quitar el dispositivo'))
    }
  }
  return { quitar, quitando: mutation.isPending }
}
