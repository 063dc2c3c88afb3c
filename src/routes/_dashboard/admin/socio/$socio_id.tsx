import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The original app's address of a member's detail: the same page at `/admin/socios/{id}`,
 * with the address's query and fragment; a number that names no member is said there.
 */
export const Route = createFileRoute('/_dashboard/admin/socio/$socio_id')({
  beforeLoad: ({ params, location }) => {
    const hash = location.hash ? `#${location.hash}` : ''
    throw redirect({
      href: `/admin/socios/${encodeURIComponent(params.socio_id)}${location.searchStr}${hash}`,
      replace: true,
    })
  },
})
