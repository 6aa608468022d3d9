import { Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { caseDetailOptions } from '../../../api/search'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { DocumentMark } from './document-mark'
import { OfficialDocument } from './official-document'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'

/** /judgementDocumentDetail: one judgement in full, laid out like the court's document. */
export function JudgementPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(caseDetailOptions(id))
  if (!data) return <RecordNotFound what="judgement" id={id} />
  const en = lang === 'en'
  const civil = data.kind === 'infringement' || data.kind === 'unfairCompetition'
  return (
    <Stack gap="4" data-testid="judgement-page" data-kind="judgement">
      <DocumentMark mark={data.mark} kind="judgement" />
      <OfficialDocument
        issuer={pick(lang, data.courtZh, data.courtEn)}
        title={t(`judgements.document.${civil ? 'civil' : 'administrative'}`)}
        number={data.caseNo}
        sections={data.sections.map((s) => ({ ...s, title: t(`judgements.section.${s.key}`) }))}
        signature={
          <>
            {(en ? data.judgesEn : data.judgesZh).map((j, k) => (
              <Text key={j}>
                {t(k === 0 ? 'judgements.presiding' : 'judgements.judge')} {j}
              </Text>
            ))}
            <Text>{formatDate(data.date, lang)}</Text>
            <Text>
              {t('judgements.clerk')} {en ? data.clerkEn : data.clerkZh}
            </Text>
          </>
        }
      />
    </Stack>
  )
}
