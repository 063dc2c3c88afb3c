import { EnvioForm } from './envio-form'
import { EnviosLog } from './envios-log'

type Props = { page: number; onPage: (page: number) => void }

/** 'Notificaciones': a broadcast to the members' devices, and the log of those sent. */
export function EnvioPage({ page, onPage }: Props) {
  return (
    <main className="page">
      <h1>Notificaciones</h1>
      <EnvioForm />
      <EnviosLog page={page} onPage={onPage} />
    </main>
  )
}
