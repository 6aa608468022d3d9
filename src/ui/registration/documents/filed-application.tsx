import { useQuery } from '@tanstack/react-query'
import { completedRegistrationQuery } from '../../../api/registration-drafts'
import { FiledApplicationSection } from './filed-application-section'

/** An order's "Filed application" section, loaded by the order id (the order detail routes pass it in). */
export function FiledApplication({ orderId }: { orderId: string }) {
  const { data } = useQuery(completedRegistrationQuery(orderId))
  return <FiledApplicationSection draft={data ?? null} />
}
