import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../stories/support/machine-catalogue';
import { documentedPaths } from '../../stories/support/machine-paths';
import { encodeWalk } from '../../stories/support/machine-walk';
import { WalkedView } from '../../stories/support/walked-view';

const MACHINES = [
  'session',
  'subscription-checkout',
  'upload-wizard',
  'mail-connection',
  'mail-templates',
  'quote-approval',
  'signing-request',
  'signing-page',
];

afterEach(cleanup);

describe('The walked view of every state a listed path reaches', { timeout: 120_000 }, () => {
  it.each(MACHINES)('%s: shows the real screen of the state, whatever path led there', async (id) => {
    const { walk } = catalogueEntry(id);
    expect(walk, `${id} is walked`).toBeDefined();
    for (const path of documentedPaths(walk!).filter((listed) => listed.kind === 'state')) {
      const shown = render(<WalkedView walk={walk!} walkCode={encodeWalk({ entry: path.entry, steps: path.steps })} />);
      await expect.poll(() => shown.container.textContent?.trim(), { timeout: 5_000 }).toBeTruthy();
      shown.unmount();
    }
  });
});
