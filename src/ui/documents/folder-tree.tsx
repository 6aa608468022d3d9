import { Box, Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Folder } from '../../api/schemas/documents'

export interface FolderTreeProps {
  folders: readonly Folder[]
  /** '' is the top level. */
  current: string
  onOpen: (dirId: string) => void
}

/** The folders below `parentId`, by name. */
const childrenOf = (folders: readonly Folder[], parentId: string | null) =>
  folders.filter((f) => f.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))

/** The library's folders as a tree of buttons; the open folder is marked (aria-current). */
export function FolderTree({ folders, current, onOpen }: FolderTreeProps) {
  const { t } = useTranslation('documents')
  const item = (id: string, label: string, count: number | null, depth: number) => (
    <Button
      key={id || 'root'}
      variant={current === id ? 'subtle' : 'ghost'}
      colorPalette={current === id ? 'blue' : 'gray'}
      size="sm"
      justifyContent="space-between"
      pl={`${0.75 + depth * 1}rem`}
      aria-current={current === id ? 'true' : undefined}
      onClick={() => onOpen(id)}
      data-testid="folder-item"
    >
      <Text as="span" truncate>
        {label}
      </Text>
      {count !== null ? (
        <Text as="span" color="fg.muted" fontSize="xs">
          {count}
        </Text>
      ) : null}
    </Button>
  )
  const branch = (parentId: string | null, depth: number): ReactNode[] =>
    childrenOf(folders, parentId).flatMap((f) => [
      item(f.id, f.name, f.totalCount, depth),
      ...branch(f.id, depth + 1),
    ])
  return (
    <Box as="nav" aria-label={t('folders.treeLabel')}>
      <Stack gap="0.5" data-testid="folder-tree">
        {item('', t('folders.root'), null, 0)}
        {branch(null, 1)}
      </Stack>
    </Box>
  )
}

/** The folders from the top down to `dirId` (empty at the top level). */
export function folderTrail(folders: readonly Folder[], dirId: string): Folder[] {
  const trail: Folder[] = []
  let at = folders.find((f) => f.id === dirId)
  while (at && !trail.includes(at)) {
    trail.unshift(at)
    at = at.parentId ? folders.find((f) => f.id === at!.parentId) : undefined
  }
  return trail
}
