import { Alert, Badge, Box, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../domain/currency'
import { formatDate } from '../../domain/format'
import type { FeeBasisEntry, ServiceQuote } from '../../domain/service-quote'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import { FeeLinesTable } from './fee-lines'

export type FeeBasisQuote = Pick<
  ServiceQuote,
  'lines' | 'official' | 'service' | 'total' | 'basis' | 'approximate' | 'graceMarks' | 'quotedOn'
>

/** One official fee: its paper and online amounts (online marked as the one that applies), date and basis. */
function BasisItem({ fee }: { fee: FeeBasisEntry }) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  const money = (n: number) =>
    fee.currency === 'CNY' ? formatMoney(n, 'CNY', lang) : `${fee.currency} ${n.toLocaleString(lang)}`
  return (
    <Box as="li" listStyleType="none" data-testid="fee-basis-item" data-fee={fee.id}>
      <Text fontWeight="medium">
        {t(`price.fee.${fee.id}`)}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
          ({t(`price.per.${fee.per}`)})
        </Text>
      </Text>
      {fee.online === null || fee.paper === null ? (
        <Text fontSize="sm">{t('price.eachOffice')}</Text>
      ) : (
        <Text fontSize="sm" data-testid="fee-basis-prices">
          {t('price.paper')} {money(fee.paper)} ·{' '}
          <Text as="strong" color="green.fg">
            {t('price.online')} {money(fee.online)}
          </Text>{' '}
          <Badge colorPalette="green" size="sm">
            {t('price.applies')}
          </Badge>
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('price.effectiveFrom', { date: formatDate(fee.effectiveFrom, lang) })} ·{' '}
        {t('price.basis', { basis: lang === 'en' ? fee.basis.en : fee.basis.zh })}
      </Text>
      <Text fontSize="xs" color={fee.verified ? 'fg.muted' : 'orange.fg'}>
        {fee.verified ? t('price.verified') : t('price.unverified')}
        {fee.note ? ` · ${lang === 'en' ? fee.note.en : fee.note.zh}` : ''}
      </Text>
    </Box>
  )
}

/**
 * A service's price line by line (official and service parts apart) with the official fees' basis: the
 * paper and online amounts, which one applies, the date each took effect and the notice that sets it.
 * The service wizards show it on their information and payment steps.
 */
export function FeeBasis({ quote, testId = 'fee-basis' }: { quote: FeeBasisQuote; testId?: string }) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  return (
    <SectionCard
      title={t('price.title')}
      description={t('price.quotedOn', { date: formatDate(quote.quotedOn, lang) })}
      testId={testId}
      size="sm"
    >
      <Stack gap="4">
        {quote.graceMarks > 0 && (
          <Alert.Root status="warning" size="sm" data-testid="fee-basis-grace">
            <Alert.Indicator />
            <Alert.Description>{t('price.grace', { count: quote.graceMarks })}</Alert.Description>
          </Alert.Root>
        )}
        <FeeLinesTable
          lines={quote.lines}
          official={quote.official}
          service={quote.service}
          total={quote.total}
          testIds={{
            line: 'fee-basis-line',
            official: 'fee-basis-official',
            service: 'fee-basis-service',
            total: 'fee-basis-total',
          }}
        />
        {quote.approximate && (
          <Text fontSize="sm" color="fg.muted">
            {t('price.approximate')}
          </Text>
        )}
        <Stack gap="2" as="section" aria-label={t('price.basisTitle')}>
          <Text fontWeight="semibold">{t('price.basisTitle')}</Text>
          <Text fontSize="sm">{t('price.channel')}</Text>
          <Stack as="ul" gap="3" ps="0" m="0">
            {quote.basis.map((fee) => (
              <BasisItem key={fee.id} fee={fee} />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </SectionCard>
  )
}
