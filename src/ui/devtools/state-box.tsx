import { Box, Flex, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { DirectedGraphNode } from 'xstate/graph'
import type { MachineCaptions } from '../../machines/captions'
import { useCaptionLang } from './use-caption-lang'
import { entryActionNames, isActiveState, statePath, transitionRows } from './graph-model'
import { StateBadges } from './state-badges'
import { TransitionChip } from './transition-chip'

interface StateBoxProps {
  graph: DirectedGraphNode
  machine: AnyStateMachine
  snapshot: AnyMachineSnapshot
  accepted: Set<string>
  onSend: (eventType: string) => void
  captions?: MachineCaptions
}

/** A state as a box holding its transitions and, for compound and parallel states, its child states. */
export function StateBox({ graph, machine, snapshot, accepted, onSend, captions }: StateBoxProps) {
  const { t } = useTranslation('devtools')
  const lang = useCaptionLang()
  const node = graph.stateNode
  const path = statePath(node)
  const isRoot = path === ''
  const active = isActiveState(snapshot, path)
  // The root is active whenever the actor runs, so only real states get the highlight.
  const highlighted = active && !isRoot
  const rows = transitionRows(graph, machine)
  const entry = entryActionNames(node)
  const caption = isRoot ? undefined : captions?.states[path]?.[lang]

  return (
    <Box
      data-testid={isRoot ? 'flow-state-root' : `flow-state-${path}`}
      data-active={active ? 'true' : 'false'}
      borderWidth={highlighted ? '2px' : '1px'}
      borderStyle={node.type === 'parallel' ? 'dashed' : 'solid'}
      borderColor={highlighted ? 'green.solid' : 'border'}
      bg={highlighted ? 'green.subtle' : isRoot ? 'bg.subtle' : 'bg'}
      boxShadow={highlighted ? 'md' : undefined}
      borderRadius="lg"
      p="3"
      // On a phone the boxes wrap onto more rows instead of squeezing their words into slivers.
      minW={{ base: 'min(100%, 10rem)', md: '48' }}
      maxW="full"
      flex="1"
    >
      <Stack gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontFamily="mono" fontWeight="bold" fontSize={isRoot ? 'md' : 'sm'}>
            {isRoot ? machine.id : node.key}
          </Text>
          {!isRoot && <StateBadges node={node} active={active} />}
        </Flex>
        {caption && (
          <Text fontSize="sm" color="fg" data-testid={`flow-caption-${path}`}>
            {caption}
          </Text>
        )}
        {entry.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t('flows.entry', { actions: entry.join(', ') })}
          </Text>
        )}
        {rows.length > 0 ? (
          <Stack gap="1" align="flex-start">
            {rows.map((row) => (
              <TransitionChip
                key={row.key}
                row={row}
                rootLabel={machine.id}
                onSend={active && accepted.has(row.eventType) ? onSend : undefined}
              />
            ))}
          </Stack>
        ) : (
          !isRoot &&
          graph.children.length === 0 && (
            <Text fontSize="xs" color="fg.subtle">
              {t('flows.noTransitions')}
            </Text>
          )
        )}
        {graph.children.length > 0 && (
          <Flex gap="3" wrap="wrap" align="stretch">
            {graph.children.map((child) => (
              <StateBox
                key={child.id}
                graph={child}
                machine={machine}
                snapshot={snapshot}
                accepted={accepted}
                onSend={onSend}
                captions={captions}
              />
            ))}
          </Flex>
        )}
      </Stack>
    </Box>
  )
}
