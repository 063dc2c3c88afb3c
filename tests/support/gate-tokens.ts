/** Real QR tokens from the e2e server, as a member's card would show them. */
import { DEMO_ADMIN, DEMO_MEMBER } from './sign-in'

const base = () => `http://localhost:${process.env.E2E_PORT}`

type Session = { token: string; socioId: number | null }

export async function apiLogin(account: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await res.json()) as {
    response: { token: string; userData: { socio_id: number | null } }
  }
  return { token: body.response.token, socioId: body.response.userData.socio_id }
}

export async function generarToken(session: Session, id: number): Promise<string> {
  const res = await fetch(`${base()}/api/socios/generarToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ id }),
  })
  if (!res.ok) throw new Error(`generarToken ${id}: ${res.status}`)
  return ((await res.json()) as { response: string }).response
}

type Item = { id: number; persona: { apellido: string; nombre: string; documento: string } }

/** Members in one estado filter of the admin list, as it shows them (the first ten at most). */
export async function membersIn(
  admin: Session,
  estado: 'activos' | 'inactivos' | 'pendiente',
): Promise<Item[]> {
  const res = await fetch(`${base()}/api/socios/getSocios?estado=${estado}&pageSize=10`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  const body = (await res.json()) as { response: { items: Item[] } }
  return body.response.items
}

/** Active members other than the demo member, as the admin list shows them. */
export async function otherActiveMembers(admin: Session, count: number): Promise<Item[]> {
  return (await membersIn(admin, 'activos')).slice(0, count)
}

/** The demo member's own token and three other active members' (issued by an administrator). */
export async function gateScenario() {
  const [admin, member] = await Promise.all([apiLogin(DEMO_ADMIN), apiLogin(DEMO_MEMBER)])
  const others = await otherActiveMembers(admin, 3)
  return {
    admin,
    member: { id: member.socioId!, token: await generarToken(member, member.socioId!) },
    others: await Promise.all(
      others.map(async (socio) => ({ ...socio, token: await generarToken(admin, socio.id) })),
    ),
  }
}
