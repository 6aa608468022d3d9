import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, type ReactNode } from 'react'
import type { Applicant } from '../../../domain/registration/types'
import { maskIdNumber, useApplicantText } from './use-applicant-text'

export interface ApplicantCardProps {
  applicant: Applicant
  /** A caption above the name ('Joint applicant 2'). */
  caption?: string
  /** Buttons at the top right (edit, replace, remove …). */
  actions?: ReactNode
  /** A warning or error under the details (e.g. what the region asks of this applicant). */
  note?: ReactNode
  /** More badges after the type, country and default ones (the account's labels, its use in filings). */
  badges?: ReactNode
  testId?: string
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </>
  )
}

/**
 * An applicant at a glance, read-only: names in both languages, type, country, credit code or document,
 * address, contact and document. The applicants editor, the summary page and the applicant book show it.
 */
export const ApplicantCard = memo(function ApplicantCard({
  applicant: a,
  caption,
  actions,
  note,
  badges,
  testId = 'applicant-card',
}: ApplicantCardProps) {
  const { t, lang, name, otherName, country } = useApplicantText()
  const address = lang === 'en' ? a.addressEn || a.addressZh : a.addressZh || a.addressEn
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="3"
      bg="bg"
      aria-label={name(a)}
      data-testid={testId}
    >
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          {caption ? (
            <Text fontSize="xs" color="fg.muted">
              {caption}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word">
              {name(a)}
            </Text>
            <Badge size="sm" variant="subtle">
              {t(a.kind === 'enterprise' ? 'kind.enterpriseShort' : 'kind.individualShort')}
            </Badge>
            <Badge size="sm" variant="outline">
              {country(a.country)}
            </Badge>
            {a.isDefault ? (
              <Badge size="sm" colorPalette="blue">
                {t('card.default')}
              </Badge>
            ) : null}
            {badges}
          </HStack>
          {otherName(a) ? (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {otherName(a)}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <HStack gap="1" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </HStack>
      <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" mt="2" fontSize="sm">
        {a.uscc ? <Row label={t('card.uscc')}>{a.uscc}</Row> : null}
        {a.idType && a.idNumber ? <Row label={t(`idType.${a.idType}`)}>{maskIdNumber(a)}</Row> : null}
        {address ? <Row label={t('card.address')}>{address}</Row> : null}
        <Row label={t('card.contact')}>{[a.contactPerson, a.phone, a.email].filter(Boolean).join(' · ')}</Row>
        <Row label={t('card.licence')}>{a.licenceFile?.fileName ?? t('card.noDocument')}</Row>
      </Grid>
      {note ? <Box mt="2">{note}</Box> : null}
    </Box>
  )
})
