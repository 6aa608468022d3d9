import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../domain/format'
import { documentsNeeded, REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import type {
  DocumentFile,
  DocumentKind,
  RegistrationDraft,
  RegistrationQuote,
} from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { isCourierCode } from '../../flow/documents/couriers'
import { DocumentFileRow } from '../../flow/documents/document-file-row'
import { FilePreviewDialog } from '../../flow/documents/file-preview-dialog'
import { countryName } from './country-name'
import { NO_PRINT } from './summary-css'
import { SummaryApplicant } from './summary-applicant'
import { SummaryFees } from './summary-fees'
import { FactList } from '../../kit/fact-list'
import { SummaryMark } from './summary-mark'

export interface ApplicationSummaryProps {
  draft: RegistrationDraft
  quote?: RegistrationQuote | null
}

const KIND_ORDER: readonly DocumentKind[] = [
  'powerOfAttorney',
  'businessLicence',
  'idDocument',
  'priorityProof',
  'notarised',
  'translation',
]

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" data-testid={testId}>
      <Heading as="h2" size="md" borderBottomWidth="1px" pb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/**
 * Exactly what is (or was) filed: every mark with its specimens and goods, the applicants, the countries, the
 * documents, the mailing and notification choices and, with a quote, the fee lines. Read-only and
 * print-friendly; the confirm step and the order detail pages show it.
 */
export function ApplicationSummary({ draft, quote }: ApplicationSummaryProps) {
  const { t } = useTranslation(['regDocs', 'flow'])
  const { lang } = useRootState()
  const [preview, setPreview] = useState<DocumentFile | null>(null)
  const config = REGISTRATION_FLOWS[draft.region]
  const hasDocumentsStep = config.hasDocuments
  const { main, joint } = draft.applicants
  const needed = new Set(documentsNeeded(draft).map((d) => d.kind))
  const kinds = KIND_ORDER.filter((k) => needed.has(k) || (draft.documents[k]?.length ?? 0) > 0)
  const company = isCourierCode(draft.mailing.company)
    ? t(`flow:mailing.couriers.${draft.mailing.company}`)
    : draft.mailing.company
  const channels = (['email', 'sms', 'post'] as const).filter((c) => draft.notification[c])

  return (
    <Stack gap="6" data-testid="application-summary" data-region={draft.region}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {t(`summary.region.${draft.region}`)}
          </Heading>
          <FactList
            rows={[
              [t('summary.orderNo'), draft.orderNo ?? ''],
              [
                t('summary.filedAt'),
                draft.completedAt ? formatDateTime(draft.completedAt, lang) : t('summary.notFiled'),
              ],
            ]}
          />
        </Stack>
        <Button size="sm" variant="outline" onClick={() => window.print()} css={NO_PRINT}>
          {t('summary.print')}
        </Button>
      </HStack>

      <Section title={`${t('summary.marks')} (${draft.trademarks.length})`} testId="summary-marks">
        {draft.trademarks.map((mark, i) => (
          <SummaryMark key={mark.key} mark={mark} index={i} showSeries={config.allowsSeries} />
        ))}
      </Section>

      <Section title={t('summary.applicants')} testId="summary-applicants">
        {main ? (
          <SummaryApplicant applicant={main} title={t('summary.mainApplicant')} />
        ) : (
          <Text color="fg.muted">{t('summary.noApplicant')}</Text>
        )}
        {joint.map((a, i) => (
          <SummaryApplicant
            key={a.applicantId}
            applicant={a}
            title={t('summary.jointApplicant', { n: i + 1 })}
          />
        ))}
      </Section>

      {config.countries !== 'none' ? (
        <Section
          title={`${t(`summary.countries.${config.countries}`)} (${draft.countries.length})`}
          testId="summary-countries"
        >
          <Wrap gap="2">
            {draft.countries.map((code) => (
              <Box key={code} as="span" borderWidth="1px" rounded="sm" px="2" py="0.5" fontSize="sm">
                {countryName(code, lang)}{' '}
                <Text as="span" color="fg.muted" fontFamily="mono" fontSize="xs">
                  {code}
                </Text>
              </Box>
            ))}
          </Wrap>
        </Section>
      ) : null}

      {hasDocumentsStep ? (
        <Section title={t('summary.documents')} testId="summary-documents">
          {kinds.length === 0 ? <Text color="fg.muted">{t('summary.noDocuments')}</Text> : null}
          {kinds.map((kind) => {
            const files = draft.documents[kind] ?? []
            return (
              <Stack
                key={kind}
                gap="1"
                css={{ breakInside: 'avoid' }}
                data-testid={`summary-documents-${kind}`}
              >
                <Text fontWeight="medium">{t(`kinds.${kind}.name`)}</Text>
                {files.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('flow:upload.none')}
                  </Text>
                ) : (
                  <Stack as="ul" gap="0" listStyleType="none">
                    {files.map((file) => (
                      <DocumentFileRow key={file.fileId} file={file} onPreview={setPreview} />
                    ))}
                  </Stack>
                )}
              </Stack>
            )
          })}
          <FactList
            testId="summary-mailing"
            rows={[
              [
                t('summary.mailing'),
                draft.originalsByPost
                  ? t('summary.mailingLine', { company, number: draft.mailing.trackingNumber })
                  : t('summary.mailingNone'),
              ],
            ]}
          />
        </Section>
      ) : null}

      <Section title={t('summary.notification')} testId="summary-notification">
        <Text fontSize="sm">
          {channels.length === 0
            ? t('summary.notificationNone')
            : channels.map((c) => t(`notification.${c}`)).join(lang === 'en' ? ', ' : '、')}
        </Text>
      </Section>

      {quote ? (
        <Section title={t('summary.fees')} testId="summary-fee-section">
          <SummaryFees quote={quote} multipleMarks={draft.trademarks.length > 1} />
        </Section>
      ) : null}
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Stack>
  )
}
