import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/schemas/invoices'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'

/** The request's steps: done ones with their time, the ones ahead with when they are expected. */
export function InvoiceTimeline({ timeline }: { timeline: Invoice['timeline'] }) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  return (
    <Stack as="ol" gap="0" aria-label={t('timeline.label')} listStyleType="none" m="0" p="0">
      {timeline.map((step, i) => {
        const refused = step.status === 'notAudited'
        const color = !step.done ? 'gray.300' : refused ? 'red.500' : 'green.500'
        return (
          <HStack as="li" key={step.status} align="stretch" gap="3" data-done={step.done || undefined}>
            <Stack align="center" gap="0" w="3">
              <Box
                w="3"
                h="3"
                mt="1"
                rounded="full"
                bg={step.done ? color : 'transparent'}
                borderWidth="2px"
                borderColor={color}
              />
              {i < timeline.length - 1 && (
                <Box flex="1" w="2px" bg={timeline[i + 1]!.done ? 'green.500' : 'gray.200'} />
              )}
            </Stack>
            <Stack gap="0" pb="3">
              <Text
                fontSize="sm"
                fontWeight={step.done ? 'medium' : 'normal'}
                color={step.done ? 'fg' : 'fg.muted'}
              >
                {t(`status.${step.status}`)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {step.done
                  ? formatDateTime(step.at, lang)
                  : t('timeline.expected', { date: formatDateTime(step.at, lang) })}
              </Text>
            </Stack>
          </HStack>
        )
      })}
    </Stack>
  )
}
