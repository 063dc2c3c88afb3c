import { Link } from '@tanstack/react-router'
import { PushWidget } from '@/features/push/components/push-widget'
import styles from './admin-menu.module.css'

const CARDS = [
  { to: '/admin/socios', title: 'Listado de Socios', text: 'Buscá, filtrá y exportá el padrón.' },
  { to: '/admin/control', title: 'Control de Socio', text: 'Validá carnets por QR o por DNI.' },
  { to: '/admin/socios/alta', title: 'Alta de Socio', text: 'Registrá un socio nuevo.' },
  {
    to: '/admin/cuotas',
    title: 'Cuotas',
    text: 'Generá el mes, mirá lo cobrado y quién debe.',
  },
  { to: '/admin/grupos-familiares', title: 'Grupos Familiares', text: 'Familias y descuentos.' },
  {
    to: '/admin/actividades',
    title: 'Actividades',
    text: 'Deportes y talleres: horarios, cupos e inscriptos.',
  },
  {
    to: '/admin/notificaciones',
    title: 'Notificaciones',
    text: 'Avisos a los socios en su teléfono, y lo enviado.',
  },
  { to: '/admin/configuracion', title: 'Configuración', text: 'Datos del club y medios de pago.' },
  {
    to: '/admin/registro-actividad',
    title: 'Registro de actividad',
    text: 'Quién hizo qué, cuándo y desde dónde.',
  },
] as const

/**
 * 'Panel de Administración' (docs/product.md#administration-menu): nine cards, the quick
 * 'Escanear QR', and this device's notifications.
 */
export function AdminMenu() {
  return (
    <main className="page">
      <div className={styles.header}>
        <h1>Panel de Administración</h1>
        <Link to="/admin/control" className="button button-accent">
          Escanear QR
        </Link>
      </div>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={`card ${styles.card}`}>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <PushWidget />
    </main>
  )
}
