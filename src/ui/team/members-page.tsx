import { HStack, Input, Text } from '@chakra-ui/react'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../api/case-grant'
import type { TeamMemberView } from '../../api/schemas/team'
import {
  deleteMemberMutation,
  departmentsQuery,
  membersQuery,
  rolesQuery,
  saveMemberMutation,
} from '../../api/team'
import { OptionSelect } from '../kit/option-select'
import { EmptyState } from '../kit/empty-state'
import { FormField } from '../kit/form-field'
import { QueryPanel } from '../kit/query-panel'
import { toastError, toastSuccess } from '../kit/toast'
import { useDebouncedValue } from '../kit/use-debounced-value'
import { MemberDialog } from './member-dialog'
import { MembersTable } from './members-table'
import { SeatsCard } from './seats-card'
import { TeamPageFrame } from './team-page-frame'
import { errorText, useTeamText } from './use-team-text'
import { canBuySeats } from '../../domain/cases/team-rules'

/**
 * /userList: the account's team: who is in it, their department and role, and the plan's seats. A member whose
 * role grants team.manage adds, edits, disables and deletes members (never the owner, never themself); the
 * others see the list only. Departments are made by typing a new name on a member (see team-admin.ts).
 */
export function MembersPage() {
  const { t } = useTranslation('team')
  const { nameOf } = useTeamText()
  const { can } = useCaseGrant()
  const manage = can('team.manage')
  const [departmentId, setDepartmentId] = useState('')
  const [roleId, setRoleId] = useState('')
  const [keyword, setKeyword] = useState('')
  const typed = useDebouncedValue(keyword.trim(), 250)
  const members = useQuery({
    ...membersQuery({ departmentId, roleId, keyword: typed }),
    placeholderData: keepPreviousData,
  })
  const roles = useQuery(rolesQuery())
  const departments = useQuery(departmentsQuery())
  const save = useMutation(saveMemberMutation())
  const remove = useMutation(deleteMemberMutation())
  const [editing, setEditing] = useState<TeamMemberView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TeamMemberView | null>(null)
  const [toggling, setToggling] = useState<string | null>(null)
  const [buyingSeats, setBuyingSeats] = useState(false)
  const filtered = Boolean(departmentId || roleId || typed)

  const toggle = (m: TeamMemberView) => {
    setToggling(m.id)
    save.mutate(
      {
        id: m.id,
        name: m.name,
        email: m.email,
        mobile: m.mobile,
        departmentName: m.departmentName,
        roleId: m.roleId,
        active: !m.active,
      },
      {
        onSuccess: () =>
          toastSuccess(t(m.active ? 'members.disabledDone' : 'members.enabledDone', { name: m.name })),
        onError: (e) => {
          toastError(errorText(e, t('members.saveFailed')))
        },
        onSettled: () => setToggling(null),
      },
    )
  }

  return (
    <TeamPageFrame
      section="members"
      manage={manage}
      onAdd={() => setEditing('new')}
      addDisabled={!roles.data}
      deleting={deleting}
      onDeleteClose={() => setDeleting(null)}
      remove={remove}
    >
      {members.data ? (
        <SeatsCard
          seats={members.data.seats}
          manage={manage}
          buying={buyingSeats}
          onBuyingChange={setBuyingSeats}
        />
      ) : null}
      <HStack gap="3" wrap="wrap" align="flex-end" as="search">
        <FormField label={t('members.filterDepartment')} width="auto" minW="12rem">
          <OptionSelect
            options={(departments.data?.list ?? []).map((d) => [
              d.id,
              t('members.departmentOption', { name: nameOf(d), count: d.memberCount }),
            ])}
            emptyLabel={t('members.allDepartments')}
            value={departmentId}
            onChange={(e) => setDepartmentId(e.currentTarget.value)}
            testId="filter-department"
          />
        </FormField>
        <FormField label={t('members.filterRole')} width="auto" minW="12rem">
          <OptionSelect
            options={(roles.data?.list ?? []).map((r) => [r.id, nameOf(r)])}
            emptyLabel={t('members.allRoles')}
            value={roleId}
            onChange={(e) => setRoleId(e.currentTarget.value)}
            testId="filter-role"
          />
        </FormField>
        <FormField label={t('members.filterText')} width="auto" minW="14rem" flex="1" maxW="24rem">
          <Input
            size="sm"
            type="search"
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            placeholder={t('members.filterTextHint')}
            data-testid="filter-text"
          />
        </FormField>
      </HStack>
      <QueryPanel
        query={members}
        loading={t('members.loading')}
        failed={(error) => errorText(error, t('members.failed'))}
      >
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              title={t(filtered ? 'members.noMatch' : 'members.empty')}
              description={t(filtered ? 'members.noMatchHint' : 'members.emptyHint')}
            />
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('members.count', { count: data.total })}
              </Text>
              <MembersTable
                members={data.list}
                manage={manage}
                busyId={toggling}
                onEdit={setEditing}
                onToggle={toggle}
                onDelete={setDeleting}
              />
            </>
          )
        }
      </QueryPanel>
      <MemberDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        member={editing === 'new' || editing === null ? undefined : editing}
        roles={roles.data?.list ?? []}
        departments={departments.data?.list ?? []}
        seats={members.data?.seats}
        onBuySeats={
          manage && members.data && canBuySeats(members.data.seats.plan)
            ? () => {
                setEditing(null)
                setBuyingSeats(true)
              }
            : undefined
        }
      />
    </TeamPageFrame>
  )
}
