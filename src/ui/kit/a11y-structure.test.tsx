import { Steps } from '@chakra-ui/react'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChakraRoot } from './chakra-root'
import { StatFigure } from './stat-figure'
import { StepsOrderedItem, StepsOrderedList } from './steps-ordered-list'

afterEach(() => cleanup())

const renderUi = (ui: ReactElement) => render(<ChakraRoot>{ui}</ChakraRoot>)

describe('kit structure read by assistive technology', () => {
  it('a figure card is one definition-list group: only dt and dd in its dl', () => {
    const { container } = renderUi(<StatFigure label="Unpaid" value="3" help="RMB¥7,510.00" />)
    const dl = container.querySelector('dl')!
    expect([...dl.children].map((c) => c.tagName)).toEqual(['DT', 'DD', 'DD'])
    expect(dl).toHaveTextContent('Unpaid3RMB¥7,510.00')
  })

  it('a progress stepper is an ordered list of its steps, not a tablist owning missing tabs', () => {
    const { container } = renderUi(
      <Steps.Root step={1} count={2}>
        <StepsOrderedList label="Reset">
          {['Verify', 'Set'].map((title, index) => (
            <StepsOrderedItem key={title} index={index}>
              <Steps.Title>{title}</Steps.Title>
            </StepsOrderedItem>
          ))}
        </StepsOrderedList>
      </Steps.Root>,
    )
    const list = container.querySelector('ol')!
    expect(list).toHaveAttribute('aria-label', 'Reset')
    expect([...list.children].map((c) => c.tagName)).toEqual(['LI', 'LI'])
    expect(container.querySelector('[role="tablist"], [aria-owns]')).toBeNull()
  })
})
