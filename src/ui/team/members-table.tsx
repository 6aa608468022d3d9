import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TeamMemberView } from '../../api/schemas/team'
import { memberDeleteRefusal } from '../../domain/cases/team-rules'
import { useTeamText } from './use-team-text'

export interface MembersTableProps {
  members: readonly TeamMemberView[]
  /** The acting member may change the team (team.manage): the row actions show. */
  manage: boolean
  busyId: string | null
  onEdit: (member: TeamMemberView) => void
  onToggle: (member: TeamMemberView) => void
  onDelete: (member: TeamMemberView) => void
}

/** The team's members, one row each; the actions only for a member allowed to manage the team. */
export function MembersTable({ members, manage, busyId, onEdit, onToggle, onDelete }: MembersTableProps) {
  const { t } = useTranslation('team')
  const { nameOf } = useTeamText()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="members-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('members.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.mobile')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.department')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.status')}</Table.ColumnHeader>
            {manage ? <Table.ColumnHeader textAlign="end">{t('members.actions')}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((m) => (
            <Table.Row key={m.id} data-testid="member-row" data-member={m.id}>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{m.name}</Text>
                  {m.owner ? <Badge colorPalette="purple">{t('members.owner')}</Badge> : null}
                  {m.self ? <Badge colorPalette="blue">{t('members.you')}</Badge> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell overflowWrap="anywhere">{m.email}</Table.Cell>
              <Table.Cell>{m.mobile}</Table.Cell>
              <Table.Cell>
                {m.departmentId ? nameOf({ name: m.departmentName, nameEn: m.departmentNameEn }) : '—'}
              </Table.Cell>
              <Table.Cell>{nameOf({ name: m.roleName, nameEn: m.roleNameEn })}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={m.active ? 'green' : 'gray'}>
                  {t(m.active ? 'members.active' : 'members.disabled')}
                </Badge>
              </Table.Cell>
              {manage ? (
                <Table.Cell textAlign="end">
                  <HStack gap="1" justify="flex-end">
                    <Button size="xs" variant="ghost" onClick={() => onEdit(m)} data-testid="member-edit">
                      {t('members.edit')}
                    </Button>
                    {m.owner || m.self ? null : (
                      <Button
                        size="xs"
                        variant="ghost"
                        loading={busyId === m.id}
                        onClick={() => onToggle(m)}
                        data-testid="member-toggle"
                      >
                        {t(m.active ? 'members.disable' : 'members.enable')}
                      </Button>
                    )}
                    {memberDeleteRefusal(m, m.self ? m.id : '') ? null : (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onDelete(m)}
                        data-testid="member-delete"
                      >
                        {t('members.delete')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
