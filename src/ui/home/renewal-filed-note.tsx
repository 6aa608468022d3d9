import { Badge } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { renewalDateInfoOptions } from '../../api/renewal-list'
import { formatDate } from '../../domain/format'
import { renewalStatusOf } from '../../machines/shared/renewal-status'
import { useRootState } from '../../state/root'

/**
 * A renewal deadline's mark read through the renewal-status machine (the status the renewal list and the
 * record show): once a renewal is filed for it, the deadline says so; otherwise nothing is added.
 */
export function RenewalFiledNote({ regNo }: { regNo: string }) {
  const { t } = useTranslation('home')
  const { lang } = useRootState()
  const { data } = useQuery(renewalDateInfoOptions(regNo))
  if (!data) return null
  const view = renewalStatusOf(data, data.today)
  if (view.status !== 'submitted' || !view.submittedOn) return null
  return (
    <Badge colorPalette="blue" variant="subtle" data-testid="deadline-renewal-filed">
      {t('deadlines.renewalFiled', { date: formatDate(view.submittedOn, lang) })}
    </Badge>
  )
}
