import { Component, type ReactNode, Suspense } from 'react'
import { reportErrorLater } from '../../db/lazyLogs'
import { isCodeFetchFailure } from '../../pwa/codeFetchFailure'

type OptionalPartProps = { children: ReactNode }

/**
 * A lazy part of the frame the page works without (its footer, its prompts). If its code cannot
 * be fetched (the network gone on a first visit, before the service worker holds the app), it is
 * left out until the next load, and the page stays; React would keep the failure for good anyway.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    // Code the network did not bring is no fault; anything else is reported.
    if (!isCodeFetchFailure(error)) reportErrorLater(error)
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>
  }
}
