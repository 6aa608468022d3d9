import { Box, Checkbox, Grid, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { RenewalMark } from '../../api/schemas/renewal-list'
import { formatDate } from '../../domain/format'
import type { RenewalStatusView } from '../../machines/shared/renewal-status'
import { useRootState } from '../../state/root'
import { RenewalStatusLine } from './renewal-status-line'

/** The grid every row and the header share: checkbox, mark, holder, term, status. */
export const ROW_COLUMNS = {
  base: '2rem minmax(0, 1fr)',
  md: '2rem minmax(0, 2fr) minmax(0, 1.4fr) 11rem minmax(0, 2fr)',
}

export interface RenewalMarkRowProps {
  mark: RenewalMark
  view: RenewalStatusView
  selected: boolean
  /** Why the box cannot be ticked (limit reached); a mark that cannot be renewed has no box at all. */
  selectable: boolean
  onToggle: (regNo: string) => void
}

/** One of the account's marks: select box, name and numbers (linking to its record), holder, term, status. */
export function RenewalMarkRow({ mark, view, selected, selectable, onToggle }: RenewalMarkRowProps) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const holder = lang === 'en' ? mark.holderEn || mark.holderZh : mark.holderZh || mark.holderEn
  const registered = mark.registrationDate !== null
  return (
    <Grid
      as="li"
      templateColumns={ROW_COLUMNS}
      columnGap="3"
      rowGap="2"
      py="3"
      px="2"
      borderBottomWidth="1px"
      alignItems="start"
      bg={selected ? 'blue.subtle' : undefined}
      data-testid="renewal-row"
      data-regno={mark.regNo}
      data-status={view.status ?? ''}
    >
      <Box pt="0.5" gridRow={{ base: 'span 3', md: 'auto' }}>
        {view.canSubmit ? (
          <Checkbox.Root
            checked={selected}
            disabled={!selected && !selectable}
            onCheckedChange={() => onToggle(mark.regNo)}
            aria-label={t('list.selectMark', { name: mark.name })}
            data-testid="renewal-select"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null}
      </Box>
      <Stack gap="0.5" minW="0">
        <Link asChild fontWeight="semibold" colorPalette="blue" variant="underline">
          <RouterLink
            to="/trademarkArchives"
            search={{ applicationNo: mark.applicationNo }}
            aria-label={t('list.openRecord', { name: mark.name })}
          >
            {mark.name}
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {registered ? t('list.regNo', { no: mark.regNo }) : t('list.appNo', { no: mark.applicationNo })}
          {' · '}
          {t('list.classes', { classes: mark.classes.join(', '), count: mark.classes.length })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {lang === 'en' ? mark.statusEn : mark.statusZh}
        </Text>
      </Stack>
      <Text fontSize="sm" minW="0" hideBelow="md">
        {holder}
      </Text>
      <Text fontSize="sm" whiteSpace={{ md: 'nowrap' }}>
        {mark.expiryDate ? t('list.expiry', { date: formatDate(mark.expiryDate, lang) }) : t('list.noExpiry')}
      </Text>
      <RenewalStatusLine view={view} orderNo={mark.submittedOrderNo} />
    </Grid>
  )
}
