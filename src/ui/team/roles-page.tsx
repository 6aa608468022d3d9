import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../api/case-grant'
import type { TeamRoleView } from '../../api/schemas/team'
import { authorityCatalogueQuery, deleteRoleMutation, rolesQuery } from '../../api/team'
import { roleDeleteRefusal } from '../../domain/cases/team-rules'
import { QueryPanel } from '../kit/query-panel'
import { RoleDialog } from './role-dialog'
import { TeamPageFrame } from './team-page-frame'
import { errorText, useTeamText } from './use-team-text'

/**
 * /roleAuthorityManagement: the account's roles, what each allows and whose cases its members see. A member
 * with team.manage creates, edits and deletes roles (never the administrator's, never one still held).
 */
export function RolesPage() {
  const { t } = useTranslation('team')
  const { can } = useCaseGrant()
  const manage = can('team.manage')
  const roles = useQuery(rolesQuery())
  const remove = useMutation(deleteRoleMutation())
  const [editing, setEditing] = useState<TeamRoleView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TeamRoleView | null>(null)

  return (
    <TeamPageFrame
      section="roles"
      manage={manage}
      onAdd={() => setEditing('new')}
      deleting={deleting}
      onDeleteClose={() => setDeleting(null)}
      remove={remove}
    >
      <QueryPanel
        query={roles}
        loading={t('roles.loading')}
        failed={(error) => errorText(error, t('roles.failed'))}
      >
        {(data) => (
          <Stack as="ul" gap="3" data-testid="role-list">
            {data.list.map((role) => (
              <RoleItem
                key={role.id}
                role={role}
                manage={manage}
                onEdit={() => setEditing(role)}
                onDelete={() => setDeleting(role)}
              />
            ))}
          </Stack>
        )}
      </QueryPanel>
      <RoleDialog role={editing} onClose={() => setEditing(null)} />
    </TeamPageFrame>
  )
}

function RoleItem({
  role,
  manage,
  onEdit,
  onDelete,
}: {
  role: TeamRoleView
  manage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('team')
  const { pick, nameOf } = useTeamText()
  const catalogue = useQuery(authorityCatalogueQuery())
  const labelOf = (id: string) =>
    catalogue.data?.groups.flatMap((g) => g.authorities).find((a) => a.id === id)?.label
  const refusal = roleDeleteRefusal(role, role.memberCount)
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="md"
      bg="bg"
      p="4"
      data-testid="role-item"
      data-role={role.id}
    >
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="2" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h2" fontWeight="semibold" fontSize="md">
              {nameOf(role)}
            </Text>
            {role.preset ? <Badge colorPalette="purple">{t('roles.preset')}</Badge> : null}
            <Badge colorPalette="gray">{t('roles.members', { count: role.memberCount })}</Badge>
          </HStack>
          {role.description ? (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {role.description}
            </Text>
          ) : null}
          <Wrap gap="1">
            {role.authorities.map((a) => {
              const label = labelOf(a)
              return (
                <Badge key={a} variant="outline" colorPalette="blue">
                  {label ? pick(label) : a}
                </Badge>
              )
            })}
          </Wrap>
          <Text fontSize="sm">
            {role.applicants === null
              ? t('roles.seesAll')
              : t('roles.seesChosen', { names: role.applicants.join(t('roles.listJoin')) })}
          </Text>
        </Stack>
        {manage ? (
          <Stack gap="1" align="flex-end">
            <HStack gap="1">
              <Button size="xs" variant="ghost" onClick={onEdit} data-testid="role-edit">
                {t('roles.edit')}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={refusal !== null}
                onClick={onDelete}
                data-testid="role-delete"
              >
                {t('roles.delete')}
              </Button>
            </HStack>
            {refusal ? (
              <Text fontSize="xs" color="fg.muted" maxW="16rem" textAlign="end" data-testid="role-delete-why">
                {refusal === 'adminRoleDelete'
                  ? t('roles.adminNotDeletable')
                  : t('roles.inUse', { count: role.memberCount })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </HStack>
    </Box>
  )
}
