import { Component, type ReactNode } from 'react'
import { PanelError } from './panel-error'

interface PanelBoundaryProps {
  children: ReactNode
}

interface PanelBoundaryState {
  failed: boolean
}

/** Keeps a rendering failure inside one panel, so the rest of the dashboard stays usable. */
export class PanelBoundary extends Component<PanelBoundaryProps, PanelBoundaryState> {
  state: PanelBoundaryState = { failed: false }

  static getDerivedStateFromError(): PanelBoundaryState {
    return { failed: true }
  }

  render() {
    if (this.state.failed) return <PanelError onRetry={() => this.setState({ failed: false })} />
    return this.props.children
  }
}
