import { Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { courtNoticeDetailOptions } from '../../../api/search'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { CaseParties } from './case-parties'
import { DocumentMark, JudgementLinkButton } from './document-mark'
import { FactGrid } from './fact-grid'
import { OfficialDocument } from './official-document'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { RecordSection } from './record-section'

/** /judgementDocumentDetail?kind=notice: one court notice as the court published it. */
export function CourtNoticePage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(courtNoticeDetailOptions(id))
  if (!data) return <RecordNotFound what="courtNotice" id={id} />
  const court = pick(lang, data.courtZh, data.courtEn)
  return (
    <Stack gap="4" data-testid="judgement-page" data-kind="notice">
      <DocumentMark mark={data.mark} kind="notice" />
      <RecordSection
        title={t('courtNotices.case')}
        actions={
          data.caseId ? (
            <JudgementLinkButton
              caseId={data.caseId}
              label={t('courtNotices.judgementLink')}
              testId="notice-judgement-link"
            />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="notice-pending">
              {t('courtNotices.pending')}
            </Text>
          )
        }
      >
        <FactGrid
          facts={[
            { label: t('judgements.columns.caseNo'), value: data.caseNo, mono: true },
            { label: t('judgements.columns.cause'), value: t(`judgements.kind.${data.cause}`) },
            {
              label: t('courtNotices.columns.instance'),
              value: t(`judgements.instance.${data.instance === 2 ? 'second' : 'first'}`),
            },
            {
              label: t('courtNotices.columns.hearing'),
              value: data.hearingDate ? formatDate(data.hearingDate, lang) : '',
              testId: 'notice-hearing',
            },
            {
              label: t('judgements.columns.parties'),
              value: <CaseParties parties={data.parties} roleLabel={(r) => t(`judgements.role.${r}`)} />,
            },
          ]}
        />
      </RecordSection>
      <OfficialDocument
        issuer={court}
        title={t(`courtNotices.document.${data.kind}`)}
        number={data.caseNo}
        sections={[{ key: 'body', paragraphsZh: data.paragraphsZh, paragraphsEn: data.paragraphsEn }]}
        signature={
          <>
            <Text>{court}</Text>
            <Text>{formatDate(data.date, lang)}</Text>
          </>
        }
      />
    </Stack>
  )
}
