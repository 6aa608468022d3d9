import { Box, ChakraProvider, defaultSystem, Input, NativeSelect } from '@chakra-ui/react'
import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../i18n/resources'
import { FormField } from './form-field'
import { FormFieldNote } from './form-field-note'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false } })
})

afterEach(() => cleanup())

const renderUi = (ui: ReactElement) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  )

describe('FormField', () => {
  it('labels its control, marks it required and describes it with the helper text', () => {
    renderUi(
      <FormField label="Card number" required helperText="16 to 19 digits" helperTestId="card-note">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: /Card number/ })
    expect(input).toBeRequired()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('16 to 19 digits')
    expect(screen.getByTestId('card-note')).toHaveTextContent('16 to 19 digits')
    expect(screen.getByText('*')).toBeInTheDocument()
  })

  it('has no required mark when optional', () => {
    renderUi(
      <FormField label="Company">
        <Input />
      </FormField>,
    )
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toBeRequired()
    expect(screen.queryByText('*')).toBeNull()
  })

  it('translates a rule key, marks the control invalid and shows the error instead of the helper', () => {
    renderUi(
      <FormField
        label="Card number"
        error="validation:required"
        errorTestId="card-error"
        helperText="16 to 19 digits"
      >
        <Input />
      </FormField>,
    )
    const message = resources.en.validation.required
    const input = screen.getByRole('textbox', { name: 'Card number' })
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleErrorMessage(message)
    expect(screen.getByTestId('card-error')).toHaveTextContent(message)
    expect(screen.queryByText('16 to 19 digits')).toBeNull()
  })

  it("shows a server's message as it came", () => {
    renderUi(
      <FormField label="Card number" error={{ text: '该卡号已绑定' }}>
        <Input />
      </FormField>,
    )
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleErrorMessage('该卡号已绑定')
  })

  it('can be invalid with its message elsewhere, and disabled', () => {
    renderUi(
      <FormField label="Bank" invalid disabled>
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option value="">Choose</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FormField>,
    )
    const select = screen.getByRole('combobox', { name: 'Bank' })
    expect(select).toBeInvalid()
    expect(select).toBeDisabled()
  })

  it('points its label at a plain control by id', () => {
    renderUi(
      <FormField label="Workbook" controlId="workbook">
        <input id="workbook" type="file" />
      </FormField>,
    )
    expect(screen.getByLabelText('Workbook')).toHaveAttribute('type', 'file')
  })

  it('can place its error line elsewhere in its layout, still tied to the control', () => {
    renderUi(
      <FormField label="Query image" invalid>
        <Input />
        <Box>
          <FormFieldNote error="validation:required" errorTestId="image-error" helperText="JPG or PNG" />
        </Box>
      </FormField>,
    )
    const message = resources.en.validation.required
    expect(screen.getByRole('textbox', { name: 'Query image' })).toHaveAccessibleErrorMessage(message)
    expect(screen.getByTestId('image-error')).toHaveTextContent(message)
    expect(screen.queryByText('JPG or PNG')).toBeNull()
  })
})
