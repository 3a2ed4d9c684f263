import { existsSync } from 'node:fs';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as invoiceDiagram from '../../stories/machines/invoice-lifecycle.diagram.stories';
import { machineCatalogue } from '../../stories/support/machine-catalogue';
import { MachineRules, usedGuards } from '../../stories/support/machine-rules';

const ruled = machineCatalogue.flatMap(({ id, machine, rules }) => (rules ? [[id, machine, rules] as const] : []));

describe('The rules registry of each machine', () => {
  it.each(ruled)('%s: lists every guard its transitions use, and only those', (_id, machine, rules) => {
    expect(Object.keys(rules).sort()).toEqual(usedGuards(machine));
  });

  it.each(ruled)('%s: names domain functions that exist and test files that exist', async (_id, _machine, rules) => {
    for (const [guard, rule] of Object.entries(rules)) {
      expect(existsSync(rule.test), `${guard}: ${rule.test}`).toBe(true);
      if (!rule.calls) continue;
      const [file, name] = rule.calls.split(' ');
      const module = (await import(`../../${file}`)) as Record<string, unknown>;
      expect(typeof module[name!], `${guard}: ${rule.calls}`).toBe('function');
    }
  });

  it('is listed on the machine’s Diagram page', async () => {
    const { Diagram } = composeStories(invoiceDiagram);
    render(<Diagram />);
    const table = await screen.findByRole('table', { name: 'Guards' }, { timeout: 15_000 });
    const mayPay = within(table).getByRole('row', { name: /^mayPay/ });
    expect(mayPay).toHaveTextContent('domain/invoices/actions.ts isOffered');
    expect(mayPay).toHaveTextContent('§4 States and transitions › Action menu availability');
    expect(mayPay).toHaveTextContent('tests/domain/invoices/actions.test.ts');
    expect(within(table).getByRole('row', { name: /^hasIntent/ })).toHaveTextContent('calls none');
  });

  it('says so for a machine with no guards, rather than an empty table', () => {
    render(<MachineRules rules={{}} />);
    const section = screen.getByRole('region', { name: 'Rules behind the guards' });
    expect(section).toHaveTextContent('This machine has no guards');
    expect(within(section).queryByRole('table', { name: 'Guards' })).not.toBeInTheDocument();
  });
});
