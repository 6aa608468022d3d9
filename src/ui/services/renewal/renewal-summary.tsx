import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { renewalApi } from '../../../api/renewal'
import { renewedDesignations, type RenewalDraft } from '../../../domain/services/renewal'
import { useRootState } from '../../../state/root'
import { countryName } from '../../kit/country-name'
import { FiledService } from '../service-summary'

/** The renewal's own fields as filed: the holder, and a Madrid mark's designations renewed. */
export function RenewalSummary({ draft }: { draft: RenewalDraft }) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const h = draft.holder
  const madrid = draft.marks.filter((m) => m.region === 'madrid' && (m.designations?.length ?? 0) > 0)
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
      {madrid.length > 0 ? (
        <Stack gap="1" mt="2" data-testid="renewal-summary-designations">
          <Text fontWeight="semibold">{t('summary.designations')}</Text>
          {madrid.map((m) => (
            <Text key={m.regNo} fontSize="sm">
              {t('summary.designationsOf', {
                regNo: m.regNo,
                parties: renewedDesignations(draft, m)
                  .map((code) => countryName(code, lang))
                  .join(lang === 'en' ? ', ' : '、'),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

/** The renewal filed for an order, on its order detail page (renewDetail). */
export function RenewalFiledService({ orderId }: { orderId: string }) {
  return <FiledService api={renewalApi} Summary={RenewalSummary} orderId={orderId} />
}
