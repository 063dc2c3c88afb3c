import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { certificadoDelSocio, storedCertificado } from '../api/device-certificate'
import { olvidarEsteDispositivo } from '../api/este-dispositivo'

/**
 * This phone as one of the member's devices: its id from the certificate it keeps (none when it
 * has none), and what to do once the member removed it (`olvidar`).
 */
export function useEsteDispositivo(socioId: number) {
  const queryClient = useQueryClient()
  const [id, setId] = useState<number>()
  useEffect(() => {
    let current = true
    void storedCertificado().then((stored) => {
      if (current) setId(certificadoDelSocio(stored, socioId)?.id)
    })
    return () => {
      current = false
    }
  }, [socioId])
  const olvidar = useCallback(async () => {
    setId(undefined)
    await olvidarEsteDispositivo(queryClient)
  }, [queryClient])
  return { id, olvidar }
}
