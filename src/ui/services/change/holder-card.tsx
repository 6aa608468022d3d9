import { Alert, Grid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ChangeDraft } from '../../../domain/services/change'
import type { MessageKey } from '../../../domain/message-key'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import type { useHolderSync } from './holder-sync'

/** The holder as registered, read from the register for the chosen marks. */
export function HolderCard({
  draft,
  sync,
  error,
}: {
  draft: ChangeDraft
  sync: ReturnType<typeof useHolderSync>
  error?: MessageKey
}) {
  const { t } = useTranslation('svcChange')
  const message = useMessage()
  const holder = draft.holder
  const row = (label: string, value: string, testId: string) => (
    <>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" data-testid={testId} overflowWrap="anywhere">
        {value || t('info.empty')}
      </Text>
    </>
  )
  return (
    <SectionCard
      title={t('info.holderTitle')}
      description={t('info.holderIntro')}
      actions={
        <Text fontSize="sm" color="fg.muted">
          {draft.marks.map((m) => m.regNo).join('、')} · {t('info.marksCount', { count: draft.marks.length })}
        </Text>
      }
      testId="change-holder"
    >
      <Stack gap="3">
        {sync.failed ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('info.holderError')}</Alert.Description>
          </Alert.Root>
        ) : null}
        {error ? (
          <Text color="fg.error" fontSize="sm">
            {message(error)}
          </Text>
        ) : null}
        {holder ? (
          <Grid
            templateColumns={{ base: '1fr', sm: '10rem 1fr' }}
            columnGap="4"
            rowGap={{ base: '0', sm: '2' }}
          >
            {row(t('info.nameZh'), holder.nameZh, 'holder-nameZh')}
            {row(t('info.nameEn'), holder.nameEn, 'holder-nameEn')}
            {row(t('info.addressZh'), holder.addressZh, 'holder-addressZh')}
            {row(t('info.addressEn'), holder.addressEn, 'holder-addressEn')}
            {row(t('info.agentOnRecord'), holder.agent || t('info.noAgent'), 'holder-agent')}
          </Grid>
        ) : sync.loading ? (
          <Text fontSize="sm" color="fg.muted">
            {t('info.holderLoading')}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  )
}
