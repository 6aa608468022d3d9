import { Button, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import {
  helpContentQuery,
  helpSearchQuery,
  helpSectionQuery,
  helpSectionsQuery,
} from '../../../api/registration-applicants'
import { useApplicantText } from './use-applicant-text'

type View =
  { at: 'topics' } | { at: 'section'; sectionId: string } | { at: 'question'; questionId: string; back: View }

export interface ApplicantHelpPanelProps {
  /** The section to open first ('enterprise', 'individual', 'foreign', 'joint', 'contact'). */
  topic?: string
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useApplicantText()
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="fg.error">
        {t('help.loadFailed')}
      </Text>
      <Button size="xs" variant="outline" onClick={retry}>
        {t('help.retry')}
      </Button>
    </Stack>
  )
}

function Link({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <Button
      variant="plain"
      size="sm"
      color="blue.fg"
      p="0"
      h="auto"
      minH="0"
      textAlign="start"
      whiteSpace="normal"
      justifyContent="flex-start"
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

/**
 * The applicant help: topics → questions → answer (applicantInfo/getTitle, getSectionQuestion, getContent),
 * and a search over every question (getQuestion). Shown beside the applicant form and in the editor's drawer.
 */
export function ApplicantHelpPanel({ topic }: ApplicantHelpPanelProps) {
  const { t, lang } = useApplicantText()
  const pick = (text: { zh: string; en: string }) => (lang === 'en' ? text.en : text.zh)
  const [view, setView] = useState<View>(topic ? { at: 'section', sectionId: topic } : { at: 'topics' })
  const [typed, setTyped] = useState('')
  const keyword = useDeferredValue(typed.trim())

  const sections = useQuery({ ...helpSectionsQuery(), enabled: view.at === 'topics' && !keyword })
  const section = useQuery({
    ...helpSectionQuery(view.at === 'section' ? view.sectionId : ''),
    enabled: view.at === 'section' && !keyword,
  })
  const content = useQuery({
    ...helpContentQuery(view.at === 'question' ? view.questionId : ''),
    enabled: view.at === 'question',
  })
  const search = useQuery({
    ...helpSearchQuery(keyword),
    enabled: keyword.length > 0 && view.at !== 'question',
  })

  const open = (questionId: string) => setView({ at: 'question', questionId, back: view })
  const busy = (q: { isLoading: boolean }) => (q.isLoading ? <Spinner size="sm" /> : null)

  return (
    <Stack gap="3" data-testid="applicant-help">
      {view.at !== 'question' ? (
        <Input
          size="sm"
          value={typed}
          maxLength={50}
          placeholder={t('help.search')}
          aria-label={t('help.search')}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : null}
      {keyword && view.at !== 'question' ? (
        <Stack gap="3">
          {busy(search)}
          {search.isError ? <Failed retry={() => void search.refetch()} /> : null}
          {search.data?.length === 0 ? <Text fontSize="sm">{t('help.noResults')}</Text> : null}
          {search.data?.map((hit) => (
            <Stack key={hit.questionId} gap="0.5">
              <Link onClick={() => open(hit.questionId)}>{pick(hit.title)}</Link>
              <Text fontSize="xs" color="fg.muted">
                {pick(hit.sectionTitle)} · {pick(hit.excerpt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : view.at === 'topics' ? (
        <Stack gap="3">
          {busy(sections)}
          {sections.isError ? <Failed retry={() => void sections.refetch()} /> : null}
          {sections.data?.map((s) => (
            <Stack key={s.sectionId} gap="0.5">
              <Link onClick={() => setView({ at: 'section', sectionId: s.sectionId })}>{pick(s.title)}</Link>
              <Text fontSize="xs" color="fg.muted">
                {pick(s.summary)}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {t('help.questions', { count: s.questionCount })}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : view.at === 'section' ? (
        <Stack gap="2">
          <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setView({ at: 'topics' })}>
            ← {t('help.topics')}
          </Button>
          {busy(section)}
          {section.isError ? <Failed retry={() => void section.refetch()} /> : null}
          {section.data ? (
            <>
              <Heading as="h3" size="sm">
                {pick(section.data.title)}
              </Heading>
              {section.data.questions.map((q) => (
                <Link key={q.questionId} onClick={() => open(q.questionId)}>
                  {pick(q.title)}
                </Link>
              ))}
            </>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="2">
          <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setView(view.back)}>
            ← {t('help.back')}
          </Button>
          {busy(content)}
          {content.isError ? <Failed retry={() => void content.refetch()} /> : null}
          {content.data ? (
            <>
              <Heading as="h3" size="sm">
                {pick(content.data.title)}
              </Heading>
              {(lang === 'en' ? content.data.paragraphs.en : content.data.paragraphs.zh).map((p) => (
                <Text key={p} fontSize="sm" lineHeight="tall">
                  {p}
                </Text>
              ))}
              {content.data.related.length > 0 ? (
                <Stack gap="1" pt="2">
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                    {t('help.related')}
                  </Text>
                  {content.data.related.map((r) => (
                    <Link key={r.questionId} onClick={() => open(r.questionId)}>
                      {pick(r.title)}
                    </Link>
                  ))}
                </Stack>
              ) : null}
            </>
          ) : null}
        </Stack>
      )}
    </Stack>
  )
}
