import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const show = (Page: React.ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

describe('lazy', () => {
  it('loads once and shows the component', async () => {
    let loads = 0;
    const Page = lazy(async () => {
      loads += 1;
      return { default: () => <p>The page</p> };
    });
    show(Page).unmount();
    show(Page);
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads again after a load failed, instead of failing for good', async () => {
    let online = false;
    let loads = 0;
    const Page = lazy(async () => {
      loads += 1;
      if (!online) throw new Error('The network dropped');
      return { default: () => <p>The page</p> };
    });
    const first = show(Page);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    const failed = loads;
    first.unmount();
    online = true;
    show(Page);
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(loads).toBe(failed + 1);
  });
});
