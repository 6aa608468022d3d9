import { Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { machineRegistry } from '../../machines/registry'
import { FlowInspector } from './flow-inspector'
import { MachineList } from './machine-list'
import { OfflineNote } from './offline-note'

export { FlowGraph } from './flow-graph'

/** /dev/flows: every registered machine, drawn and runnable in the page, with no network at all. */
export function FlowsPage() {
  const { t, i18n } = useTranslation('devtools')
  const [selectedId, setSelectedId] = useState(machineRegistry[0]?.id)
  const entry = machineRegistry.find((candidate) => candidate.id === selectedId)
  const lang = (i18n.resolvedLanguage ?? i18n.language).startsWith('zh') ? 'zh' : 'en'

  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('flows.title')}
        </Heading>
        <Text color="fg.muted">{t('flows.subtitle')}</Text>
      </Stack>
      <OfflineNote />
      <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <MachineList entries={machineRegistry} selectedId={selectedId} onSelect={setSelectedId} lang={lang} />
        {entry && <FlowInspector key={entry.id} entry={entry} lang={lang} />}
      </Flex>
    </Stack>
  )
}
