import { Badge, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canDemoActAs, demoActAs, useCaseGrant } from '../../api/case-grant'
import { membersQuery } from '../../api/team'
import { toastError, toastSuccess } from '../kit/toast'
import { useTeamText } from './use-team-text'

const ALL_MEMBERS = { departmentId: '', roleId: '', keyword: '' }

/**
 * The demo's "view as" switch: the session acts as another member of the account's team, so the pages show
 * what that member's role allows and the mock refuses the rest. Only in the demo build (canDemoActAs); in the
 * product every member signs in with their own account.
 */
export function ActAsSwitch() {
  return canDemoActAs() ? <DemoActAs /> : null
}

function DemoActAs() {
  const { t } = useTranslation('team')
  const { nameOf } = useTeamText()
  const queryClient = useQueryClient()
  const { grant } = useCaseGrant()
  // A member whose role cannot see the team still gets the owner back (the list is then refused).
  const members = useQuery(membersQuery(ALL_MEMBERS))
  const [busy, setBusy] = useState(false)
  const selectId = useId()
  const hintId = useId()
  const listed = (members.data?.list ?? []).filter((m) => m.active)
  const current = grant?.owner ? '' : (grant?.memberId ?? '')

  const choose = async (memberId: string) => {
    setBusy(true)
    try {
      await demoActAs(memberId)
      void queryClient.invalidateQueries().finally(() => setBusy(false))
      const member = listed.find((m) => (memberId === '' ? m.owner : m.id === memberId))
      toastSuccess(t('actAs.switched', { name: member?.name ?? t('actAs.owner') }))
    } catch (error) {
      setBusy(false)
      toastError(t('actAs.failed'), error instanceof Error ? error.message : undefined)
    }
  }

  return (
    <Stack
      gap="1"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="orange.400"
      bg="orange.subtle"
      rounded="md"
      px="3"
      py="2"
      data-testid="act-as-switch"
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="orange" variant="solid">
          {t('actAs.badge')}
        </Badge>
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor={selectId}>{t('actAs.label')}</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto" minW="14rem" disabled={busy || !grant}>
          <NativeSelect.Field
            id={selectId}
            aria-describedby={hintId}
            value={current}
            onChange={(e) => void choose(e.currentTarget.value)}
            data-testid="act-as-select"
          >
            {grant && !grant.owner && !listed.some((m) => m.id === grant.memberId) ? (
              <option value={grant.memberId}>{grant.memberName}</option>
            ) : null}
            {listed.length === 0 ? <option value="">{t('actAs.owner')}</option> : null}
            {listed.map((m) => (
              <option key={m.id} value={m.owner ? '' : m.id}>
                {t('actAs.option', {
                  name: m.name,
                  role: nameOf({ name: m.roleName, nameEn: m.roleNameEn }),
                })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {t('actAs.hint')}
      </Text>
    </Stack>
  )
}
