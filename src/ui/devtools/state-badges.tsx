import { Badge, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { AnyStateNode } from 'xstate/graph'
import { isInitialState } from './graph-model'

interface StateBadgesProps {
  node: AnyStateNode
  active: boolean
}

/** The small labels beside a state's name: current, initial, final, parallel. */
export function StateBadges({ node, active }: StateBadgesProps) {
  const { t } = useTranslation('devtools')
  return (
    <HStack gap="1" wrap="wrap">
      {active && (
        <Badge colorPalette="green" variant="solid" size="sm">
          {t('flows.badge.active')}
        </Badge>
      )}
      {isInitialState(node) && (
        <Badge colorPalette="blue" variant="subtle" size="sm">
          {t('flows.badge.initial')}
        </Badge>
      )}
      {node.type === 'final' && (
        <Badge colorPalette="purple" variant="subtle" size="sm">
          {t('flows.badge.final')}
        </Badge>
      )}
      {node.type === 'parallel' && (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          {t('flows.badge.parallel')}
        </Badge>
      )}
    </HStack>
  )
}
