import { Badge, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { EmittedEntry } from './use-live-actor'

interface EmittedLogProps {
  entries: EmittedEntry[]
}

/** The events the machine emitted for the app to act on, oldest first. */
export function EmittedLog({ entries }: EmittedLogProps) {
  const { t } = useTranslation('devtools')
  return (
    <Stack gap="2">
      <Heading size="sm">{t('flows.emitted')}</Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('flows.noEmitted')}
        </Text>
      ) : (
        <Stack as="ol" gap="1" data-testid="flow-emitted" listStyleType="none">
          {entries.map(({ id, event }) => {
            const { type, ...rest } = event
            return (
              <Flex as="li" key={id} gap="2" align="center" wrap="wrap">
                <Badge colorPalette="purple" variant="subtle" fontFamily="mono">
                  {type}
                </Badge>
                {Object.keys(rest).length > 0 && <Code fontSize="xs">{JSON.stringify(rest)}</Code>}
              </Flex>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
