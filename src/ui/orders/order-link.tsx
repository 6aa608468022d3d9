import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { detailPathOf, orderHomeOf } from '../../domain/order-routes'
import { isProductTypeId } from '../../domain/product-types'

/**
 * A link to the detail page of an order's product type (the generic /orderDetail for unknown types), or to
 * the page of its own an order that is no case leads to (seat orders: the team's members page).
 */
export function OrderLink({
  orderId,
  productType,
  children,
  className,
}: {
  orderId: string
  productType: number
  children: ReactNode
  className?: string
}) {
  const home = orderHomeOf(productType)
  if (home) {
    return (
      <Link to={home} className={className} data-testid="order-link">
        {children}
      </Link>
    )
  }
  const to = isProductTypeId(productType) ? detailPathOf(productType) : '/orderDetail'
  return (
    // Every detail route takes the same ?orderId= search, so the union of paths shares one search type.
    <Link to={to} search={{ orderId }} className={className} data-testid="order-link">
      {children}
    </Link>
  )
}
