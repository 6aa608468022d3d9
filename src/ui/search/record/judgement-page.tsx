import { Box, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { MarkSummary } from './mark-summary'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { caseDetailOptions } from '../../../api/search'
import { RecordSection } from './record-section'

/** /judgementDocumentDetail: one judgement in full, laid out like the court's document. */
export function JudgementPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(caseDetailOptions(id))
  if (!data) return <RecordNotFound what="judgement" id={id} />
  const en = lang === 'en'
  const civil = data.kind === 'infringement' || data.kind === 'unfairCompetition'
  return (
    <Stack gap="4" data-testid="judgement-page">
      <RecordSection
        title={t('judgements.concerning')}
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/instrument" search={{ id: data.markId }} data-testid="judgements-back">
              {t('judgements.allOfMark')}
            </RouterLink>
          </Button>
        }
      >
        <MarkSummary mark={data.mark} />
      </RecordSection>
      <Box as="article" bg="bg" borderWidth="1px" borderRadius="md" px={{ base: '4', md: '12' }} py="8">
        <Stack gap="1" align="center" textAlign="center" mb="6">
          <Heading as="h1" size="xl" data-testid="judgement-court">
            {pick(lang, data.courtZh, data.courtEn)}
          </Heading>
          <Heading as="h2" size="lg" letterSpacing={en ? undefined : 'widest'}>
            {t(`judgements.document.${civil ? 'civil' : 'administrative'}`)}
          </Heading>
          <Text fontFamily="mono" data-testid="judgement-case-no">
            {data.caseNo}
          </Text>
        </Stack>
        <Stack gap="5">
          {data.sections.map((s) => (
            <Stack
              key={s.key}
              as="section"
              gap="2"
              data-section={s.key}
              aria-label={t(`judgements.section.${s.key}`)}
            >
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {t(`judgements.section.${s.key}`)}
              </Text>
              {(en ? s.paragraphsEn : s.paragraphsZh).map((p, k) => (
                <Text key={k} textIndent={en ? undefined : '2em'} lineHeight="tall">
                  {p}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
        <Separator my="6" />
        <HStack justify="flex-end">
          <Stack gap="1" fontSize="sm" textAlign="right">
            {(en ? data.judgesEn : data.judgesZh).map((j, k) => (
              <Text key={j}>
                {t(k === 0 ? 'judgements.presiding' : 'judgements.judge')} {j}
              </Text>
            ))}
            <Text>{formatDate(data.date, lang)}</Text>
            <Text>
              {t('judgements.clerk')} {en ? data.clerkEn : data.clerkZh}
            </Text>
          </Stack>
        </HStack>
      </Box>
    </Stack>
  )
}
