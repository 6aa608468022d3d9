import { Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { reviewCaseDetailOptions } from '../../../api/search'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { CaseParties } from './case-parties'
import { DocumentMark, JudgementLinkButton } from './document-mark'
import { FactGrid } from './fact-grid'
import { OfficialDocument } from './official-document'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { RecordSection } from './record-section'
import { ReviewArticles } from './review-articles'

/** /judgementDocumentDetail?kind=review: one CNIPA review decision in full, laid out as issued. */
export function ReviewPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(reviewCaseDetailOptions(id))
  if (!data) return <RecordNotFound what="review" id={id} />
  const en = lang === 'en'
  return (
    <Stack gap="4" data-testid="judgement-page" data-kind="review">
      <DocumentMark mark={data.mark} kind="review" />
      <RecordSection
        title={t('reviews.case')}
        actions={
          data.caseId ? (
            <JudgementLinkButton
              caseId={data.caseId}
              label={t('reviews.judgementLink')}
              testId="review-judgement-link"
            />
          ) : null
        }
      >
        <FactGrid
          facts={[
            { label: t('reviews.columns.decisionNo'), value: data.decisionNo, mono: true },
            {
              label: t('reviews.columns.kind'),
              value: t(`reviews.kind.${data.kind}`),
              testId: 'review-kind',
            },
            {
              label: t('reviews.columns.disputed'),
              value: `${data.disputed.name || t('reviews.device')} · ${data.disputed.applicationNo}`,
            },
            { label: t('reviews.markRoleLabel'), value: t(`reviews.markRole.${data.markRole}`) },
            { label: t('reviews.columns.filed'), value: formatDate(data.filedDate, lang) },
            { label: t('reviews.columns.date'), value: formatDate(data.date, lang) },
            { label: t('reviews.columns.articles'), value: <ReviewArticles articles={data.articles} /> },
            {
              label: t('reviews.columns.parties'),
              value: <CaseParties parties={data.parties} roleLabel={(r) => t(`reviews.role.${r}`)} />,
            },
          ]}
        />
      </RecordSection>
      <OfficialDocument
        issuer={pick(lang, data.authorityZh, data.authorityEn)}
        title={t(`reviews.document.${data.kind}`)}
        number={data.decisionNo}
        sections={data.sections.map((s) => ({ ...s, title: t(`reviews.section.${s.key}`) }))}
        signature={
          <>
            {(en ? data.examinersEn : data.examinersZh).map((name, k) => (
              <Text key={name}>
                {t(k === 0 ? 'reviews.presiding' : 'reviews.examiner')} {name}
              </Text>
            ))}
            <Text>{formatDate(data.date, lang)}</Text>
          </>
        }
      />
    </Stack>
  )
}
