import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import type { LicenceDraft } from '../../../domain/services/licence'
import { useRootState } from '../../../state/root'
import { FactList } from '../../kit/fact-list'
import { GoodsList } from '../mark-goods/goods-list'

/** A licence record as filed: the parties, the kind of licence, its period and the goods licensed per mark. */
export function LicenceSummary({ draft }: { draft: LicenceDraft }) {
  const { t } = useTranslation('svcLicence')
  const { lang } = useRootState()
  const first = draft.marks[0]
  const licensee = draft.licensee
  const name = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en)
  const period =
    draft.startDate && draft.endDate
      ? t('summary.periodValue', {
          start: formatDate(draft.startDate, lang),
          end: formatDate(draft.endDate, lang),
        })
      : ''
  return (
    <Stack gap="4" data-testid="licence-summary">
      <FactList
        rows={[
          [t('summary.licensor'), first ? name(first.holderZh, first.holderEn) : ''],
          [t('summary.licensee'), licensee ? name(licensee.nameZh, licensee.nameEn) : ''],
          [
            t('summary.licenseeId'),
            licensee ? (licensee.kind === 'enterprise' ? licensee.uscc : licensee.idNumber) : '',
          ],
          [t('summary.licenseeAddress'), licensee ? name(licensee.addressZh, licensee.addressEn) : ''],
          [t('summary.licenceType'), draft.licenceType ? t(`types.${draft.licenceType}`) : ''],
          [t('summary.period'), period],
        ]}
      />
      {draft.marks.map((mark) => {
        const goods = draft.goods.find((g) => g.regNo === mark.regNo)
        return (
          <Stack
            key={mark.regNo}
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="3"
            data-testid="licence-summary-mark"
          >
            <Heading as="h3" size="sm">
              {t('summary.mark', { name: mark.name, regNo: mark.regNo })}
            </Heading>
            {mark.expiryDate ? (
              <Text fontSize="sm" color="fg.muted">
                {t('summary.term', { date: formatDate(mark.expiryDate, lang) })}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {t('summary.goodsLicensed')}
            </Text>
            <GoodsList classes={goods?.licensed ?? []} testId="licence-summary-goods" />
          </Stack>
        )
      })}
    </Stack>
  )
}
