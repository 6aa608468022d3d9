import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { PageHeader } from '../kit/page-header'
import { toastError, toastSuccess } from '../kit/toast'
import { ActAsSwitch } from './act-as-switch'
import { errorText } from './use-team-text'

/** The two team pages; each one's words sit under its own key in the team namespace. */
type TeamSection = 'members' | 'roles'

const SECTIONS = {
  members: { item: 'member', other: '/roleAuthorityManagement', otherKey: 'members.toRoles' },
  roles: { item: 'role', other: '/userList', otherKey: 'roles.toMembers' },
} as const

interface Deletable {
  id: string
  name: string
}

/** What the frame needs of a delete mutation (a React Query mutation result fits). */
interface DeleteCall {
  mutate: (
    input: { id: string },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void
  isPending: boolean
}

export interface TeamPageFrameProps {
  section: TeamSection
  /** The signed-in member may change the team (team.manage); otherwise the page says it is read-only. */
  manage: boolean
  onAdd: () => void
  addDisabled?: boolean
  /** The entry asked to be deleted, or null. */
  deleting: Deletable | null
  onDeleteClose: () => void
  remove: DeleteCall
  /** Between the read-only note and the delete dialog: the page's own list, filters and edit dialog. */
  children: ReactNode
}

/**
 * The frame the members and roles pages share: the header with the way to the other page and the add button,
 * the act-as switch, the read-only note, and the question before deleting an entry.
 */
export function TeamPageFrame({
  section,
  manage,
  onAdd,
  addDisabled,
  deleting,
  onDeleteClose,
  remove,
  children,
}: TeamPageFrameProps) {
  const { t } = useTranslation('team')
  const { item, other, otherKey } = SECTIONS[section]
  return (
    <Stack gap="4" data-testid={`${section}-page`}>
      <PageHeader
        title={t(`${section}.title`)}
        description={t(`${section}.intro`)}
        aside={
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={other}>{t(otherKey)}</RouterLink>
            </Button>
            {manage ? (
              <Button
                size="sm"
                colorPalette="blue"
                onClick={onAdd}
                disabled={addDisabled}
                data-testid={`${item}-add`}
              >
                {t(`${section}.add`)}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <ActAsSwitch />
      {manage ? null : (
        <Text fontSize="sm" color="fg.muted" data-testid={`${section}-read-only`}>
          {t(`${section}.readOnly`)}
        </Text>
      )}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onClose={onDeleteClose}
        title={t(`${section}.deleteTitle`)}
        message={deleting ? t(`${section}.deleteQuestion`, { name: deleting.name }) : ''}
        confirmLabel={t(`${section}.delete`)}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                toastSuccess(t(`${section}.deleted`, { name: deleting.name }))
                onDeleteClose()
              },
              onError: (e) => toastError(errorText(e, t(`${section}.deleteFailed`))),
            },
          )
        }}
        testId={`${item}-delete-dialog`}
        confirmTestId={`${item}-delete-confirm`}
      />
    </Stack>
  )
}
