import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { BasicMarkRecord } from '../../../api/registration-regions'
import { BLOCKING_FINDINGS, type BasisFinding } from '../../../domain/registration/madrid-basis'
import type { Lang } from '../../../state/root'

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'notFound'; number: string }
  | { kind: 'found'; record: BasicMarkRecord; findings: BasisFinding[] }

export interface BasisRecordCardProps {
  state: LookupState
  lang: Lang
  applicantName?: string
  /** The date the register holds for the kind of basis (for the date mismatch message). */
  registerDate: string | null
}

const ROW = { display: 'grid', gridTemplateColumns: '6rem 1fr', gap: '2', fontSize: 'sm' } as const

/** What the register holds for the typed number, and what stands against using it as the basis. */
export function BasisRecordCard({ state, lang, applicantName, registerDate }: BasisRecordCardProps) {
  const { t } = useTranslation('regRegions')
  if (state.kind === 'idle') return null
  if (state.kind === 'loading')
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted" role="status">
        <Spinner size="xs" />
        <span>{t('basis.lookingUp')}</span>
      </HStack>
    )
  if (state.kind === 'failed')
    return (
      <HStack gap="3" role="alert" fontSize="sm" color="orange.700">
        <Text flex="1">{t('basis.lookupFailed')}</Text>
        <Button size="xs" variant="outline" onClick={state.retry}>
          {t('basis.retry')}
        </Button>
      </HStack>
    )
  if (state.kind === 'notFound')
    return (
      <Text role="status" fontSize="sm" color="orange.700" data-testid="basis-not-found">
        {t('basis.notFound', { number: state.number })}
      </Text>
    )
  const { record, findings } = state
  const en = lang === 'en'
  const applicant = en ? record.applicant.nameEn || record.applicant.nameZh : record.applicant.nameZh
  const message = (f: BasisFinding) => {
    switch (f) {
      case 'notChinese':
        return t('basis.findings.notChinese', { country: en ? record.countryEn : record.countryZh })
      case 'dateMismatch':
        return t('basis.findings.dateMismatch', { date: registerDate ?? '' })
      case 'applicantMismatch':
        return t('basis.findings.applicantMismatch', { found: applicant, applicant: applicantName ?? '' })
      default:
        return t(`basis.findings.${f}`)
    }
  }
  return (
    <Stack gap="2" data-testid="basis-record">
      <Box borderWidth="1px" borderColor="border" rounded="md" p="3" bg="bg.subtle">
        <Text fontSize="xs" color="green.700" fontWeight="medium" mb="2">
          {t('basis.found')}
        </Text>
        <Stack gap="1">
          <Box css={ROW}>
            <Text color="fg.muted">{t('basis.mark')}</Text>
            <Text fontWeight="medium">{record.name}</Text>
          </Box>
          <Box css={ROW}>
            <Text color="fg.muted">{t('basis.applicant')}</Text>
            <Text data-testid="basis-applicant">
              {record.applicant.nameZh}
              {record.applicant.nameEn && record.applicant.nameEn !== record.applicant.nameZh ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  ({record.applicant.nameEn})
                </Text>
              ) : null}
            </Text>
          </Box>
          <Box css={ROW}>
            <Text color="fg.muted">{t('basis.classes')}</Text>
            <Text fontFamily="mono">{record.classes.map((c) => c.no).join(', ')}</Text>
          </Box>
          <Box css={ROW}>
            <Text color="fg.muted">{t('basis.status')}</Text>
            <Text>{en ? record.statusEn : record.statusZh}</Text>
          </Box>
          <Box css={ROW}>
            <Text color="fg.muted">{t('basis.filed')}</Text>
            <Text>{record.filingDate}</Text>
          </Box>
          {record.registrationDate ? (
            <Box css={ROW}>
              <Text color="fg.muted">{t('basis.registered')}</Text>
              <Text>{record.registrationDate}</Text>
            </Box>
          ) : null}
        </Stack>
      </Box>
      {findings.map((f) => (
        <Text
          key={f}
          role={BLOCKING_FINDINGS.has(f) ? 'alert' : 'status'}
          fontSize="sm"
          color={BLOCKING_FINDINGS.has(f) ? 'red.600' : 'orange.700'}
          data-testid={`basis-finding-${f}`}
        >
          {message(f)}
        </Text>
      ))}
    </Stack>
  )
}
