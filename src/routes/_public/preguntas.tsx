import { createFileRoute, redirect } from '@tanstack/react-router'

/** Short path of the route table: one page, one address (docs/decisions/0003). */
export const Route = createFileRoute('/_public/preguntas')({
  beforeLoad: () => {
    throw redirect({ to: '/socios/preguntas', replace: true })
  },
})
