import { createFileRoute } from '@tanstack/react-router'
import { oneOfParam, pageParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { couponListQuery } from '../../../api/benefits'
import { COUPON_STATUSES } from '../../../api/coupon-search'
import { CouponsPage } from '../../../ui/benefits/coupons-page'

type Status = (typeof COUPON_STATUSES)[number]

const validateSearch = (search: Record<string, unknown>): { status?: Status; page?: number } => {
  const status = oneOfParam(search.status, COUPON_STATUSES, undefined)
  const page = pageParam(search.page, undefined)
  return { ...(status && { status }), ...(page && { page }) }
}

export const Route = createFileRoute('/_app/personal/coupons')({
  validateSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'valid', page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(couponListQuery(deps.status, deps.page)),
    ]),
  component: CouponsRoute,
})

function CouponsRoute() {
  const { status = 'valid', page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CouponsPage
      status={status}
      page={page}
      // Another tab starts again on its first page.
      onStatusChange={(next) => void navigate({ search: { status: next } })}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
    />
  )
}
