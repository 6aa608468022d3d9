import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { renewalApi } from '../../../api/renewal'
import type { RenewalDraft } from '../../../domain/services/renewal'
import { useRootState } from '../../../state/root'
import { FiledService } from '../service-summary'

/** The renewal's own fields as filed: the holder. */
export function RenewalSummary({ draft }: { draft: RenewalDraft }) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const h = draft.holder
  return (
    <Stack gap="1" data-testid="renewal-summary">
      <Text fontWeight="semibold">{t('summary.holder')}</Text>
      {h ? (
        <>
          <Text>{lang === 'en' ? h.nameEn || h.nameZh : h.nameZh || h.nameEn}</Text>
          <Text fontSize="sm" color="fg.muted">
            {lang === 'en' ? h.addressEn || h.addressZh : h.addressZh || h.addressEn}
          </Text>
        </>
      ) : (
        <Text color="fg.muted">—</Text>
      )}
    </Stack>
  )
}

/** The renewal filed for an order, on its order detail page (renewDetail). */
export function RenewalFiledService({ orderId }: { orderId: string }) {
  return <FiledService api={renewalApi} Summary={RenewalSummary} orderId={orderId} />
}
