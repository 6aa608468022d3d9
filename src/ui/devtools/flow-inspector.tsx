import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MachineEntry } from '../../machines/registry'
import { FlowSession } from './flow-session'

interface FlowInspectorProps {
  entry: MachineEntry
  lang: 'zh' | 'en'
}

/** The chosen machine: its description, a Reset button, and a live run that Reset replaces. */
export function FlowInspector({ entry, lang }: FlowInspectorProps) {
  const { t } = useTranslation('devtools')
  // A new key mounts a new session, which starts a fresh actor and clears the log and payloads.
  const [run, setRun] = useState(0)
  return (
    <Stack gap="4" flex="1" minW="0">
      <Flex gap="4" align="flex-start" justify="space-between">
        <Stack gap="1">
          <Heading size="lg">{entry.title[lang]}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {entry.description[lang]}
          </Text>
        </Stack>
        <Button data-testid="flow-reset" variant="outline" size="sm" onClick={() => setRun((n) => n + 1)}>
          {t('flows.reset')}
        </Button>
      </Flex>
      <FlowSession key={run} entry={entry} />
    </Stack>
  )
}
