import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { remainingGoods } from '../../../domain/services/mark-goods'
import { removesWholeMark, type RemovalDraft } from '../../../domain/services/removal'
import { useRootState } from '../../../state/root'
import { FactList } from '../../kit/fact-list'
import { GoodsList } from '../mark-goods/goods-list'

/** A removal as filed: the holder, why, and per mark whether it goes whole or which goods go and which stay. */
export function RemovalSummary({ draft }: { draft: RemovalDraft }) {
  const { t } = useTranslation('svcRemoval')
  const { lang } = useRootState()
  const first = draft.marks[0]
  const holder = first ? (lang === 'en' ? first.holderEn || first.holderZh : first.holderZh) : ''
  const reason = draft.reason ? t(`reasons.${draft.reason}`) : ''
  return (
    <Stack gap="4" data-testid="removal-summary">
      <FactList
        rows={[
          [t('summary.holder'), holder],
          [t('summary.reason'), reason],
          [t('summary.reasonNote'), draft.reasonNote.trim()],
        ]}
      />
      {draft.marks.map((mark) => {
        const entry = draft.removals.find((r) => r.regNo === mark.regNo)
        const whole = entry?.scope !== 'partial'
        return (
          <Stack
            key={mark.regNo}
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="3"
            data-testid="removal-summary-mark"
          >
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h3" size="sm">
                {t('summary.mark', { name: mark.name, regNo: mark.regNo })}
              </Heading>
              <Badge colorPalette={whole ? 'red' : 'orange'} data-testid="removal-summary-scope">
                {t(`scope.${whole ? 'whole' : 'partial'}`)}
              </Badge>
            </HStack>
            {whole || !entry ? (
              <Text fontSize="sm">{t('summary.wholeNote')}</Text>
            ) : (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('summary.removed')}
                </Text>
                <GoodsList classes={entry.removed} testId="removal-summary-removed" />
                <Text fontSize="sm" color="fg.muted">
                  {t('summary.remaining')}
                </Text>
                <GoodsList
                  classes={remainingGoods(entry.removed, entry.registered)}
                  testId="removal-summary-remaining"
                />
              </>
            )}
          </Stack>
        )
      })}
      {removesWholeMark(draft) ? (
        <Text fontSize="sm" color="fg.muted" data-testid="removal-summary-certificate">
          {t('summary.certificateNote')}
        </Text>
      ) : null}
    </Stack>
  )
}
