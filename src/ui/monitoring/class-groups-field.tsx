import { Box, Button, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { classDetailQuery } from '../../api/registration-goods'
import { NICE_CLASSES } from '../../domain/nice-classes'
import { CheckBox } from '../kit/check-box'
import { OptionSelect } from '../kit/option-select'
import { useWatchText } from './use-watch-text'

export interface ClassGroupsValue {
  classes: string[]
  groups: string[]
}

/**
 * The Nice classes a watch covers and, inside each, the similar groups (类似群) to narrow it to: a class is added
 * from the list, its groups (from the classification, trademark/queryCategoryDetail) show under it as
 * checkboxes; no group ticked means the whole class. Removing a class removes its groups.
 */
export function ClassGroupsField({
  value,
  onChange,
  withGroups,
}: {
  value: ClassGroupsValue
  onChange: (next: ClassGroupsValue) => void
  /** A competitor or status watch narrows by class only. */
  withGroups: boolean
}) {
  const { t, lang } = useWatchText()
  const options = NICE_CLASSES.filter((c) => !value.classes.includes(c.no)).map(
    (c) => [c.no, `${c.no} ${lang === 'en' ? c.nameEn : c.name}`] as const,
  )
  const add = (classNo: string) => {
    if (!classNo || value.classes.includes(classNo)) return
    onChange({ classes: [...value.classes, classNo].sort(), groups: value.groups })
  }
  const remove = (classNo: string) =>
    onChange({
      classes: value.classes.filter((c) => c !== classNo),
      groups: value.groups.filter((g) => g.slice(0, 2) !== classNo),
    })
  const toggleGroup = (code: string, on: boolean) =>
    onChange({
      classes: value.classes,
      groups: on ? [...value.groups, code].sort() : value.groups.filter((g) => g !== code),
    })
  return (
    <Stack gap="2" data-testid="watch-classes">
      <Box maxW="md">
        <OptionSelect
          aria-label={t('form.addClass')}
          options={options}
          emptyLabel={t('form.addClass')}
          value=""
          onChange={(e) => add(e.target.value)}
          testId="watch-class-add"
        />
      </Box>
      {value.classes.map((classNo) => (
        <ClassRow
          key={classNo}
          classNo={classNo}
          groups={value.groups}
          withGroups={withGroups}
          onRemove={() => remove(classNo)}
          onToggle={toggleGroup}
        />
      ))}
    </Stack>
  )
}

function ClassRow({
  classNo,
  groups,
  withGroups,
  onRemove,
  onToggle,
}: {
  classNo: string
  groups: string[]
  withGroups: boolean
  onRemove: () => void
  onToggle: (code: string, on: boolean) => void
}) {
  const { t, lang } = useWatchText()
  const nice = NICE_CLASSES.find((c) => c.no === classNo)
  const ticked = groups.filter((g) => g.slice(0, 2) === classNo).length
  // A class is watched whole unless narrowed: its groups open on demand (or when some are ticked).
  const [open, setOpen] = useState(ticked > 0)
  const detail = useQuery({ ...classDetailQuery(classNo), enabled: withGroups && open })
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid={`watch-class-${classNo}`}>
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium">
          {t('form.classLine', { classNo, name: nice ? (lang === 'en' ? nice.nameEn : nice.name) : '' })}
        </Text>
        <HStack gap="2">
          {withGroups ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              data-testid={`watch-class-narrow-${classNo}`}
            >
              {ticked ? t('form.groupsTicked', { count: ticked }) : t('form.narrow')}
            </Button>
          ) : null}
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            {t('form.removeClass', { classNo })}
          </Button>
        </HStack>
      </HStack>
      {withGroups && open ? (
        detail.isPending ? (
          <Spinner size="xs" mt="2" />
        ) : detail.isError ? (
          <Text fontSize="sm" color="fg.error" mt="2">
            {t('form.groupsFailed')}
          </Text>
        ) : (
          <Wrap gap="3" mt="2">
            {detail.data.groups.map((g) => (
              <CheckBox
                key={g.code}
                size="sm"
                checked={groups.includes(g.code)}
                onChange={(on) => onToggle(g.code, on)}
                testId={`watch-group-${g.code}`}
              >
                {g.code} {lang === 'en' ? g.nameEn : g.nameZh}
              </CheckBox>
            ))}
          </Wrap>
        )
      ) : null}
    </Box>
  )
}
