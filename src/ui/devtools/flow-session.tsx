import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MachineEntry } from '../../machines/registry'
import { EmittedLog } from './emitted-log'
import { EventPanel } from './event-panel'
import { FlowGraph } from './flow-graph'
import { acceptedEvents, sendableEvents } from './graph-model'
import { JsonPanel } from './json-panel'
import { useLiveActor } from './use-live-actor'

interface FlowSessionProps {
  entry: MachineEntry
}

function initialPayloads(entry: MachineEntry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry.examples ?? {}).map(([type, example]) => [type, JSON.stringify(example, null, 2)]),
  )
}

function parsePayload(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** One run of a machine: the live graph, the event buttons, the context and the emitted events. */
export function FlowSession({ entry }: FlowSessionProps) {
  const { t } = useTranslation('devtools')
  const { snapshot, emitted, send } = useLiveActor(entry.machine, entry.input)
  const [payloads, setPayloads] = useState(() => initialPayloads(entry))
  const [invalid, setInvalid] = useState<Set<string>>(() => new Set())
  const accepted = useMemo(() => acceptedEvents(snapshot), [snapshot])
  const eventTypes = useMemo(() => sendableEvents(entry.machine), [entry.machine])

  const sendEvent = (type: string) => {
    const payload = parsePayload(payloads[type])
    setInvalid((current) => {
      const next = new Set(current)
      if (payload) next.delete(type)
      else next.add(type)
      return next
    })
    if (payload) send({ ...payload, type })
  }

  const error = snapshot.status === 'error' ? snapshot.error : undefined

  return (
    <Stack gap="4">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('flows.current')}
        </Text>
        <Badge data-testid="flow-current" colorPalette="green" variant="surface" fontFamily="mono">
          {JSON.stringify(snapshot.value)}
        </Badge>
        <Badge variant="outline">{t('flows.status', { status: snapshot.status })}</Badge>
      </Flex>
      {error !== undefined && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('flows.actorError', { message: error instanceof Error ? error.message : String(error) })}
        </Text>
      )}
      <Flex gap="6" align="flex-start" direction={{ base: 'column', xl: 'row' }}>
        <Stack gap="2" flex="2" minW="0" w="full">
          <Heading size="sm">{t('flows.graph')}</Heading>
          <FlowGraph
            machine={entry.machine}
            snapshot={snapshot}
            onSend={sendEvent}
            captions={entry.captions}
          />
        </Stack>
        <Stack gap="5" flex="1" minW="0" w="full">
          <Box>
            <Heading size="sm" mb="2">
              {t('flows.events')}
            </Heading>
            <EventPanel
              eventTypes={eventTypes}
              accepted={accepted}
              payloads={payloads}
              invalid={invalid}
              onPayloadChange={(type, text) => setPayloads((current) => ({ ...current, [type]: text }))}
              onSend={sendEvent}
              captions={entry.captions}
            />
          </Box>
          <JsonPanel
            title={t('flows.context')}
            value={snapshot.context}
            empty={t('flows.noContext')}
            testId="flow-context"
          />
          <EmittedLog entries={emitted} />
        </Stack>
      </Flex>
    </Stack>
  )
}
