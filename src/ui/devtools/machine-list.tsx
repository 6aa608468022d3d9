import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { MachineEntry } from '../../machines/registry'

interface MachineListProps {
  entries: MachineEntry[]
  selectedId: string | undefined
  onSelect: (id: string) => void
  lang: 'zh' | 'en'
}

/** The left-hand list of registered machines. */
export function MachineList({ entries, selectedId, onSelect, lang }: MachineListProps) {
  const { t } = useTranslation('devtools')
  return (
    <Stack as="nav" gap="2" w={{ base: 'full', lg: '64' }} flexShrink={0}>
      <Heading size="sm">{t('flows.machines')}</Heading>
      {entries.map((entry) => {
        const selected = entry.id === selectedId
        return (
          <Button
            key={entry.id}
            data-testid={`flow-machine-${entry.id}`}
            aria-current={selected ? 'true' : undefined}
            variant={selected ? 'subtle' : 'ghost'}
            colorPalette={selected ? 'blue' : 'gray'}
            justifyContent="flex-start"
            h="auto"
            py="2"
            whiteSpace="normal"
            textAlign="left"
            onClick={() => onSelect(entry.id)}
          >
            <Stack gap="0" align="flex-start" minW="0">
              <Text fontWeight="semibold">{entry.title[lang]}</Text>
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {entry.id}
              </Text>
            </Stack>
          </Button>
        )
      })}
    </Stack>
  )
}
