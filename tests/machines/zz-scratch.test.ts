import { it } from 'vitest';
import { createSessionHarness } from './support/session-harness';
import { createSessionModel, describeStateAndToken } from './support/session-model';

it('counts', () => {
  const { machine } = createSessionHarness();
  const model = createSessionModel(machine);
  const ser = (s: any) => JSON.stringify(describeStateAndToken(s));
  const t = Date.now();
  const simple = model.getSimplePaths({ allowDuplicatePaths: true, serializeState: ser });
  console.log('simple', simple.length, Date.now() - t, simple.reduce((n, p) => n + p.steps.length, 0));
}, 600000);
