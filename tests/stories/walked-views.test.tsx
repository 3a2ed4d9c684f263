import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as claimStatusDiagram from '../../stories/machines/claim-status.diagram.stories';
import * as claimsDiagram from '../../stories/machines/claims.diagram.stories';
import * as endorsementDiagram from '../../stories/machines/endorsement-lifecycle.diagram.stories';
import * as policyDiagram from '../../stories/machines/policy-lifecycle.diagram.stories';
import { catalogueEntry } from '../../stories/support/machine-catalogue';
import { documentedPaths } from '../../stories/support/machine-paths';
import { encodeWalk } from '../../stories/support/machine-walk';

const slow = { timeout: 15_000 };

/** The link code of the path the Diagram page lists as reaching `goal`, from the model's first entry. */
function walkTo(id: string, goal: string): string {
  const { walk } = catalogueEntry(id);
  const path = documentedPaths(walk!).find((documented) => documented.goal === goal);
  if (!path) throw new Error(`${id} lists no path that ${goal}`);
  return encodeWalk({ entry: path.entry, steps: path.steps });
}

describe('The real view of a walked state, as the Diagram page frames it', () => {
  it('shows the policy’s page once the walk has loaded it', async () => {
    const { WalkedView } = composeStories(policyDiagram);
    render(<WalkedView walk={walkTo('policy-lifecycle', 'reaches loaded.idle')} />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Policy POL\/2026\// }, slow)).toBeInTheDocument();
  });

  it('shows the endorsement’s page, pending, once the walk has loaded it', async () => {
    const { WalkedView } = composeStories(endorsementDiagram);
    render(<WalkedView walk={walkTo('endorsement-lifecycle', 'reaches loaded.idle.pending')} />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Endorsement END\/2026\// }, slow)).toBeInTheDocument();
  });

  it('shows the claim’s page once the walk has loaded it', async () => {
    const { WalkedView } = composeStories(claimsDiagram);
    render(<WalkedView walk={walkTo('claims', 'reaches ready.live.current,ready.work.idle')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM/2026/000004' }, slow)).toBeInTheDocument();
  });

  it('shows the claim’s page in the status the walk moved it to', async () => {
    const { WalkedView } = composeStories(claimStatusDiagram);
    render(<WalkedView walk={walkTo('claim-status', 'reaches settled')} />);
    await screen.findByRole('heading', { level: 1, name: 'Claim CLM/2026/000004' }, slow);
    expect(within(screen.getByRole('status', { name: 'Claim status' })).getByText('Settled')).toBeInTheDocument();
  });
});
