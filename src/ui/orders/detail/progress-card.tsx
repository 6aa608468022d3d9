import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { SectionCard } from '../../kit/section-card'
import { caseStatusQuery } from '../../../api/orders'

const DOT: Readonly<Record<'done' | 'current' | 'pending', string>> = {
  done: 'green.solid',
  current: 'blue.solid',
  pending: 'border.emphasized',
}

/** The case steps as a timeline: reached steps with their dates, the step in progress, the ones to come. */
export function ProgressCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const { data, isError } = useQuery(caseStatusQuery(orderId))
  let body
  if (isError) body = <Text color="fg.error">{t('detail.sectionFailed')}</Text>
  else if (!data) body = <Text color="fg.muted">{t('list.loading')}</Text>
  else {
    // The closing note stands after the list: an <ol> may hold only <li> (axe "list").
    body = (
      <>
        <Stack as="ol" gap="0" listStyleType="none" aria-label={t('detail.progress')}>
          {data.steps.map((step, i) => (
            <HStack
              as="li"
              key={step.key}
              align="stretch"
              gap="3"
              data-testid="case-step"
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <Stack align="center" gap="0" width="4" flexShrink={0}>
                <Box mt="1.5" boxSize="2.5" rounded="full" bg={DOT[step.state]} aria-hidden />
                {i < data.steps.length - 1 ? (
                  <Box flex="1" width="0.5" bg="border" minH="4" aria-hidden />
                ) : null}
              </Stack>
              <Stack gap="0" pb="3" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Text
                    fontWeight={step.state === 'pending' ? 'normal' : 'medium'}
                    color={step.state === 'pending' ? 'fg.muted' : undefined}
                  >
                    {t(`caseStep.${step.key}`)}
                  </Text>
                  {step.state === 'current' ? (
                    <Badge size="sm" colorPalette="blue">
                      {t('progress.current')}
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {step.date
                    ? formatDate(step.date, lang)
                    : step.state === 'pending'
                      ? t('progress.pending')
                      : t('progress.inProgress')}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
        {data.closed &&
        !data.steps.some((s) => s.state === 'current') &&
        data.steps.some((s) => s.state === 'pending') ? (
          <Text fontSize="sm" color="fg.muted" data-testid="case-closed">
            {t('progress.closed')}
          </Text>
        ) : null}
      </>
    )
  }
  return (
    <SectionCard title={t('detail.progress')} testId="order-progress" size="sm">
      {body}
    </SectionCard>
  )
}
