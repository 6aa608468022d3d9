import { Grid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import type { ReissueDraft } from '../../../domain/services/reissue'
import { useRootState } from '../../../state/root'

/** A reissue's own fields as filed: why the certificate is asked for again and, for type 30, which one. */
export function ReissueSummary({ draft }: { draft: ReissueDraft }) {
  const { t } = useTranslation('svcReissue')
  const { lang } = useRootState()
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '10rem 1fr' }}
      gap="2"
      fontSize="sm"
      data-testid="reissue-summary"
    >
      <Text color="fg.muted">{t('info.reason')}</Text>
      <Text data-testid="reissue-summary-reason">
        {draft.reason === 'lost'
          ? t('info.reasonLost')
          : draft.reason === 'damaged'
            ? t('info.reasonDamaged')
            : '—'}
      </Text>
      <Text color="fg.muted">{t('info.explanation')}</Text>
      <Text whiteSpace="pre-wrap">{draft.explanation || '—'}</Text>
      {draft.productType === 30 ? (
        <>
          <Text color="fg.muted">{t('info.certificate')}</Text>
          <Text data-testid="reissue-summary-certificate">
            {draft.certificateKind ? t(`info.kind.${draft.certificateKind}`) : '—'}
            {draft.certificateNo ? ` · ${t('info.number')} ${draft.certificateNo}` : ''}
            {draft.certificateDate ? ` · ${t('info.date')} ${formatDate(draft.certificateDate, lang)}` : ''}
          </Text>
        </>
      ) : null}
    </Grid>
  )
}
