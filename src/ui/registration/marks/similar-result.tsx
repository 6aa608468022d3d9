import { Alert, Badge, Box, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SimilarAnswer, SimilarMatch } from '../../../api/schemas/registration-marks'
import { formatDateTime } from '../../../domain/format'
import { emptySearchQuery, toSearchParams } from '../../../domain/search-query'
import { MatchReason } from './match-reason'

const RISK_STATUS = { high: 'error', medium: 'warning', low: 'info', none: 'success' } as const
const LEVEL_PALETTE = { high: 'red', middle: 'orange', low: 'yellow' } as const

/** The answer of a similarity check: the risk, the closest live marks and the way to the full search. */
export function SimilarResult({ answer, lang }: { answer: SimilarAnswer; lang: 'en' | 'zh-CN' }) {
  const { t } = useTranslation('regMarks')
  const en = lang === 'en'
  const search = toSearchParams({
    ...emptySearchQuery(),
    tradeMarkText: answer.name,
    niceChoosedStr: answer.classes.join(';'),
    countries: answer.countries,
  })
  return (
    <Stack gap="3" data-testid="similar-result" data-risk={answer.risk}>
      <Alert.Root status={RISK_STATUS[answer.risk]}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(`ai.risk.${answer.risk}`)}</Alert.Title>
          <Alert.Description>
            <Text>{t(`ai.riskBody.${answer.risk}`)}</Text>
            {answer.risk !== 'none' ? <Text>{t('ai.counts', answer.counts)}</Text> : null}
            {answer.lapsed ? <Text>{t('ai.lapsed', { count: answer.lapsed })}</Text> : null}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {answer.matches.length ? (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline" aria-label={t('ai.matches')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ai.columns.mark')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ai.columns.register')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ai.columns.number')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ai.columns.classes')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ai.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ai.columns.similarity')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {answer.matches.map((m) => (
                <MatchRow key={m.id} match={m} en={en} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {t('ai.checkedAt', { time: formatDateTime(answer.checkedAt, lang) })}
        </Text>
        <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
          <RouterLink
            to="/query/result"
            search={search}
            target="_blank"
            rel="noopener"
            data-testid="similar-full-search"
          >
            {t('ai.fullSearch')}
          </RouterLink>
        </Link>
      </HStack>
    </Stack>
  )
}

function MatchRow({ match: m, en }: { match: SimilarMatch; en: boolean }) {
  const { t } = useTranslation('regMarks')
  return (
    <Table.Row data-testid="similar-match" data-id={m.id}>
      <Table.Cell>
        <HStack gap="2" minW="44">
          <img
            src={m.imageUrl}
            alt=""
            width={36}
            height={36}
            style={{
              border: '1px solid var(--chakra-colors-border-muted)',
              borderRadius: 4,
              background: 'white',
            }}
          />
          <Stack gap="0">
            <Text fontWeight="medium">{m.name || t('ai.noName')}</Text>
            <Text fontSize="xs" color="fg.muted" maxW="60" truncate>
              {en ? m.applicantEn || m.applicantZh : m.applicantZh || m.applicantEn}
            </Text>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell>{en ? m.countryEn : m.countryZh}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{m.applicationNo}</Table.Cell>
      <Table.Cell>{(m.sharedClasses.length ? m.sharedClasses : m.classes).join(', ')}</Table.Cell>
      <Table.Cell>{en ? m.statusEn : m.statusZh}</Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={LEVEL_PALETTE[m.level]} variant="solid">
            {t(`ai.level.${m.level}`)}
          </Badge>
          {m.reasons.map((r) => (
            <MatchReason key={r} code={r} />
          ))}
        </Stack>
      </Table.Cell>
    </Table.Row>
  )
}
