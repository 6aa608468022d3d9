import { Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EVIDENCE_PAGES_MAX,
  EVIDENCE_PROVES_MAX,
  EVIDENCE_TITLE_MAX,
  evidenceForFiles,
  type ContestedDraft,
  type EvidenceItem,
} from '../../../domain/services/contested'
import type { StepViewProps } from '../../flow/wizard-ui'
import { FormField } from '../../kit/form-field'
import { SectionCard } from '../../kit/section-card'

/**
 * The evidence list of a contested request, on the documents step: one line per uploaded evidence file, with
 * what it is, what it proves and its page count (the office reads the list first). Lines follow the files:
 * a new file gets an empty line, a removed file's line goes.
 */
export function EvidenceList(view: StepViewProps<ContestedDraft>) {
  const { t } = useTranslation('svcContested')
  const { draft, send, issues, busy } = view
  const files = draft.documents.evidence ?? []
  const ids = files.map((f) => f.fileId)
  const key = ids.join('|')
  useEffect(() => {
    const next = evidenceForFiles(draft.evidence, ids)
    if (JSON.stringify(next) !== JSON.stringify(draft.evidence))
      send({ type: 'draft.changed', patch: { evidence: next } })
    // Only when the files change; the lines' text is edited below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const items = evidenceForFiles(draft.evidence, ids)
  const edit = (fileId: string, change: Partial<EvidenceItem>) =>
    send({
      type: 'draft.changed',
      patch: { evidence: items.map((e) => (e.fileId === fileId ? { ...e, ...change } : e)) },
    })
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  return (
    <SectionCard
      title={t('docs.evidenceListTitle')}
      description={
        draft.evidencePlan === 'reserve'
          ? `${t('docs.evidenceListIntro')} ${t('docs.reservedNote')}`
          : t('docs.evidenceListIntro')
      }
      testId="evidence-list"
    >
      {items.length === 0 ? (
        <Text color="fg.muted">{t('docs.evidenceEmpty')}</Text>
      ) : (
        <Stack as="ol" gap="4">
          {items.map((item, i) => {
            const file = files.find((f) => f.fileId === item.fileId)
            const at = `evidence.${item.fileId}`
            return (
              <Stack
                as="li"
                key={item.fileId}
                gap="2"
                borderWidth="1px"
                rounded="md"
                p="3"
                data-testid="evidence-item"
              >
                <Text fontWeight="medium" fontSize="sm">
                  {t('docs.evidenceFile', { index: i + 1, name: file?.fileName ?? '' })}
                </Text>
                <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
                  <FormField label={t('docs.evidenceName')} error={issueAt(`${at}.title`)} required>
                    <Input
                      value={item.title}
                      onChange={(e) => edit(item.fileId, { title: e.target.value })}
                      maxLength={EVIDENCE_TITLE_MAX * 2}
                      disabled={busy}
                      data-testid={`evidence-title-${i}`}
                    />
                  </FormField>
                  <FormField label={t('docs.evidencePages')} error={issueAt(`${at}.pages`)} required>
                    <Input
                      value={item.pages === null ? '' : String(item.pages)}
                      inputMode="numeric"
                      onChange={(e) => {
                        const raw = e.target.value.replace(/[^\d]/g, '').slice(0, 5)
                        edit(item.fileId, { pages: raw === '' ? null : Number(raw) })
                      }}
                      disabled={busy}
                      data-testid={`evidence-pages-${i}`}
                      aria-describedby={undefined}
                      max={EVIDENCE_PAGES_MAX}
                    />
                  </FormField>
                </Grid>
                <FormField label={t('docs.evidenceProves')} error={issueAt(`${at}.proves`)} required>
                  <Textarea
                    value={item.proves}
                    onChange={(e) => edit(item.fileId, { proves: e.target.value })}
                    maxLength={EVIDENCE_PROVES_MAX * 2}
                    rows={2}
                    disabled={busy}
                    data-testid={`evidence-proves-${i}`}
                  />
                </FormField>
              </Stack>
            )
          })}
        </Stack>
      )}
    </SectionCard>
  )
}
