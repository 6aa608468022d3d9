import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TrademarkDetail } from '../../../api/schemas/search-shared'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { MarkStatusBadge } from '../mark-status-badge'
import { FactGrid } from './fact-grid'
import { pick } from './record-links'
import { ViennaCodes } from './vienna-codes'

/** Every bibliographic field of a mark the register holds (overview §3 Trademark). */
export function RecordFacts({ record }: { record: TrademarkDetail }) {
  const { t } = useTranslation(['searchRecord', 'searchResults'])
  const { lang } = useRootState()
  const date = (iso: string | null) => (iso ? formatDate(iso, lang) : '')
  return (
    <FactGrid
      facts={[
        {
          label: t('fields.name'),
          value: record.name || t('searchResults:item.figurative'),
          testId: 'fact-name',
        },
        { label: t('fields.pinyin'), value: record.pinyin },
        { label: t('fields.kind'), value: t(`kind.${record.kind}`) },
        {
          label: t('fields.country'),
          value: `${pick(lang, record.countryZh, record.countryEn)} (${record.country})`,
        },
        {
          label: t('fields.applicationNo'),
          value: record.applicationNo,
          mono: true,
          testId: 'fact-application-no',
        },
        { label: t('fields.registrationNo'), value: record.registrationNo, mono: true },
        {
          label: t('fields.status'),
          value: <MarkStatusBadge status={record.status} />,
          testId: 'fact-status',
        },
        {
          label: t('fields.classes'),
          value: record.classes.map((c) => (
            <Badge key={c.no} me="1" variant="outline" fontFamily="mono">
              {c.no}
            </Badge>
          )),
        },
        { label: t('fields.filingDate'), value: date(record.filingDate), testId: 'fact-filing-date' },
        { label: t('fields.priorityDate'), value: date(record.priorityDate) },
        { label: t('fields.publicationDate'), value: date(record.publicationDate) },
        { label: t('fields.registrationDate'), value: date(record.registrationDate) },
        { label: t('fields.expiryDate'), value: date(record.expiryDate), testId: 'fact-expiry-date' },
        {
          label: t('fields.vienna'),
          value: record.viennaCodes.length ? <ViennaCodes codes={record.viennaCodes} /> : '',
        },
      ]}
    />
  )
}
