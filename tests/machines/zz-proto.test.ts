import { createSessionHarness } from '/work/main/tests/machines/support/session-harness';
import { createSessionModel, observableLeafStates, leafStateOf } from '/work/main/tests/machines/support/session-model';
it('proto', () => {
  const { machine } = createSessionHarness();
  const model = createSessionModel(machine);
  console.log(observableLeafStates(machine));
  const sp = model.getShortestPaths();
  console.log('shortest', sp.length, new Set(sp.map(p => leafStateOf(p.state))));
  const simple = model.getSimplePaths();
  console.log('simple', simple.length, Math.max(...simple.map(p=>p.steps.length)));
  console.log(sp.slice(0,3).map(p=>p.description));
});
