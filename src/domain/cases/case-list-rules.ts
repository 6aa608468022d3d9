// What a member types on the case list's settings (issue 15): labels (name + colour), the account's custom
// fields (text, date or a list of options), saved filter views and the column set. The forms and the mock
// check with these same schemas; the mock adds what only it knows (a name unique in the account).
import { z } from 'zod'
import { isIsoDate } from '../dates'
import { requiredString } from '../schemas'
import { CASE_COLUMNS, isColumnId } from './case-query'

export const LABEL_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'teal', 'pink', 'gray'] as const
export type CaseLabelColor = (typeof LABEL_COLORS)[number]
export const LABEL_NAME_MAX = 20
export const LABELS_MAX = 50
/** How many cases one bulk action (label, assign, delete, export selected) may touch. */
export const BULK_MAX = 5000

export const labelFormSchema = z.object({
  name: requiredString.max(LABEL_NAME_MAX, { error: 'validation:portfolioLabelLength' }),
  color: z.enum(LABEL_COLORS),
})
export type LabelForm = z.input<typeof labelFormSchema>

export const CUSTOM_FIELD_TYPES = ['text', 'date', 'select'] as const
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]
export const CUSTOM_FIELDS_MAX = 10
export const CUSTOM_FIELD_NAME_MAX = 20
export const CUSTOM_OPTIONS_MAX = 20
export const CUSTOM_OPTION_MAX = 30
export const CUSTOM_VALUE_MAX = 200

export interface CustomFieldDef {
  id: string
  name: string
  type: CustomFieldType
  /** The choices of a 'select' field ([] otherwise). */
  options: string[]
}

const fieldSchema = z
  .object({
    /** '' for a field the member is adding. */
    id: z.string().max(60),
    name: requiredString.max(CUSTOM_FIELD_NAME_MAX, { error: 'casesList:fields.nameLength' }),
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: z.array(requiredString.max(CUSTOM_OPTION_MAX, { error: 'casesList:fields.optionLength' })),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'select' && (f.options.length === 0 || f.options.length > CUSTOM_OPTIONS_MAX))
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'casesList:fields.optionsCount' })
    if (new Set(f.options).size !== f.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'casesList:fields.optionsRepeated' })
  })

/** The account's whole set of custom fields as the editor saves it: names unique, at most CUSTOM_FIELDS_MAX. */
export const customFieldsFormSchema = z
  .object({ fields: z.array(fieldSchema).max(CUSTOM_FIELDS_MAX, { error: 'casesList:fields.tooMany' }) })
  .superRefine(({ fields }, ctx) => {
    const seen = new Set<string>()
    fields.forEach((f, i) => {
      const key = f.name.trim().toLowerCase()
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'name'],
          message: 'casesList:fields.nameRepeated',
        })
      seen.add(key)
    })
  })
export type CustomFieldsForm = z.input<typeof customFieldsFormSchema>

/** Whether a value fits a custom field ('' always does: the field is left empty). */
export function customValueOk(field: Pick<CustomFieldDef, 'type' | 'options'>, value: string): boolean {
  if (value === '') return true
  if (field.type === 'date') return isIsoDate(value)
  if (field.type === 'select') return field.options.includes(value)
  return value.length <= CUSTOM_VALUE_MAX
}

export const VIEW_NAME_MAX = 20
export const VIEWS_MAX = 20

/** A saved filter view: a name and the list's search (as the URL holds it). */
export interface SavedView {
  id: string
  name: string
  search: Record<string, string | number>
}

export const viewNameSchema = z.object({
  name: requiredString.max(VIEW_NAME_MAX, { error: 'casesList:views.nameLength' }),
})

/** A column set: known columns, each once, at least the mark name. */
export const columnsSchema = z
  .array(z.string().refine(isColumnId, { error: 'validation:required' }))
  .min(1)
  .max(CASE_COLUMNS.length + CUSTOM_FIELDS_MAX)
  .refine((c) => new Set(c).size === c.length && c.includes('markName'), {
    error: 'casesList:columnsDialog.markNameRequired',
  })
