import { Box, Checkbox, HStack, IconButton, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useRootState } from '../../../state/root'

export interface ViennaNodeRowProps {
  code: string
  nameZh: string
  nameEn: string
  depth: 0 | 1 | 2
  /** Absent for a category: a code needs at least a division ('4.1'), so categories only group. */
  checked?: boolean
  onToggle?: (checked: boolean) => void
  /** Set for entries with children: whether they are shown, and the button label. */
  expanded?: boolean
  onExpand?: () => void
  expandLabel?: string
  children?: ReactNode
}

/** One entry of the Vienna tree: code, wording in the page language with the other language below. */
export function ViennaNodeRow(props: ViennaNodeRowProps) {
  const { code, nameZh, nameEn, depth, checked, onToggle, expanded, onExpand, expandLabel, children } = props
  const { lang } = useRootState()
  const [first, second] = lang === 'en' ? [nameEn, nameZh] : [nameZh, nameEn]
  return (
    <Box
      as="li"
      listStyleType="none"
      role="treeitem"
      aria-expanded={onExpand ? expanded : undefined}
      aria-selected={checked}
    >
      <HStack gap="1.5" py="1" pl={depth * 6} align="flex-start" _hover={{ bg: 'bg.muted' }} rounded="sm">
        {onExpand ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={expandLabel}
            onClick={onExpand}
            data-testid={`vienna-expand-${code}`}
          >
            <Text
              as="span"
              aria-hidden
              transform={expanded ? 'rotate(90deg)' : undefined}
              transition="transform 0.1s"
            >
              ▸
            </Text>
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        {onToggle ? (
          <Checkbox.Root
            size="sm"
            colorPalette="blue"
            checked={checked === true}
            onCheckedChange={(e) => onToggle(e.checked === true)}
            alignItems="flex-start"
            data-testid={`vienna-option-${code}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight={depth === 0 ? 'semibold' : 'normal'}>
              <Text as="span" fontVariantNumeric="tabular-nums" color="blue.fg" mr="2">
                {code}
              </Text>
              {first}
              <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                {second}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Text fontSize="sm" fontWeight="semibold" pt="0.5">
            <Text as="span" fontVariantNumeric="tabular-nums" color="blue.fg" mr="2">
              {code}
            </Text>
            {first}
            <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
              {second}
            </Text>
          </Text>
        )}
      </HStack>
      {expanded && children ? (
        <Box as="ul" role="group" m="0" p="0">
          {children}
        </Box>
      ) : null}
    </Box>
  )
}
