import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../domain/clock'
import { formatDate } from '../../../domain/format'
import {
  cleanLongText,
  filingDeadline,
  supplementaryEvidenceDue,
  type ContestedDraft,
} from '../../../domain/services/contested'
import { useRootState } from '../../../state/root'
import { FactList } from '../../kit/fact-list'
import { GoodsList } from '../mark-goods/goods-list'

/**
 * A contested request as filed (confirm step, order page): who files, the grounds, the cited marks, the
 * facts, the goods concerned, the deadline it met and, when evidence was reserved, the day it is due.
 */
export function ContestedSummary({ draft }: { draft: ContestedDraft }) {
  const { t } = useTranslation('svcContested')
  const { lang } = useRootState()
  const name = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en)
  const deadline = filingDeadline(draft)
  // Reserved evidence is due 3 months after filing: the day the request was completed, else today's estimate.
  const filedOn = draft.completedAt ? businessDate(draft.completedAt) : businessDate(Date.now())
  const due = supplementaryEvidenceDue(draft, filedOn)
  const target = draft.marks[0]
  const party =
    draft.service === 'refusal'
      ? target
        ? name(target.holderZh, target.holderEn)
        : ''
      : draft.party
        ? name(draft.party.nameZh, draft.party.nameEn)
        : ''
  return (
    <Stack gap="3" data-testid="contested-summary">
      <FactList
        rows={[
          [t('summary.party'), party],
          [t('summary.grounds'), draft.grounds.map((g) => t(`grounds.${g}`)).join('; ')],
          [
            t('summary.cited'),
            draft.citedMarks.length
              ? draft.citedMarks.map((c) => `${c.name} (${c.regNo})`).join('; ')
              : t('summary.none'),
          ],
          [t('summary.interest'), draft.interest.trim()],
          [
            t('summary.received'),
            draft.service === 'refusal'
              ? draft.receivedOn
                ? formatDate(draft.receivedOn, lang)
                : t('summary.deemedReceipt')
              : '',
          ],
          [t('summary.lastDay'), deadline ? formatDate(deadline.due, lang) : ''],
          [t('summary.evidencePlan'), draft.evidencePlan ? t(`info.evidencePlan.${draft.evidencePlan}`) : ''],
          [t('summary.evidenceDue'), due ? formatDate(due.due, lang) : ''],
        ]}
        testId="contested-summary-facts"
      />
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('summary.facts')}
        </Text>
        <Text whiteSpace="pre-wrap" fontSize="sm" data-testid="contested-summary-text">
          {cleanLongText(draft.facts)}
        </Text>
      </Stack>
      {draft.goods.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('summary.goods')}
          </Text>
          <GoodsList classes={draft.goods} testId="contested-summary-goods" />
        </Stack>
      )}
      {draft.evidence.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('summary.evidenceList')}
          </Text>
          <Stack as="ol" ps="5" gap="0.5" fontSize="sm" data-testid="contested-summary-evidence">
            {draft.evidence.map((e) => (
              <li key={e.fileId}>
                {t('summary.evidenceLine', { title: e.title, proves: e.proves, pages: e.pages ?? '—' })}
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
