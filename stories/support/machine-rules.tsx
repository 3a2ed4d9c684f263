import { getStateNodes } from 'xstate/graph';
import type { GuardRules } from '../../machines/guard-rules';
import type { AnyStateMachine } from 'xstate';

type GuardLike = string | { type: string } | { guards?: GuardLike[] } | ((...args: never[]) => unknown);

function namesIn(guard: GuardLike | undefined): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  const parts = (guard as { guards?: GuardLike[] }).guards;
  if (parts) return parts.flatMap(namesIn);
  if (typeof guard === 'object' && 'type' in guard) return [guard.type];
  return [];
}

/** Every named guard a machine's transitions use, inside and/or/not too, sorted. */
export function usedGuards(machine: AnyStateMachine): string[] {
  const transitions = [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return [...new Set(transitions.flatMap((transition) => namesIn(transition.guard as GuardLike | undefined)))].sort();
}

const th = 'px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-2 py-1 align-top';

/** The guards of a machine with the domain function each calls, the spec section it implements and the test of that function. */
export function MachineRules({ rules }: { rules: GuardRules }) {
  return (
    <section aria-label="Rules behind the guards" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <h2 className="text-base font-semibold">Rules behind the guards</h2>
      {Object.keys(rules).length === 0 ? (
        <p className="text-slate-600">This machine has no guards: every event it takes moves it without a condition.</p>
      ) : (
        <table aria-label="Guards" className="w-full border-collapse">
          <thead>
            <tr className="border-b border-slate-200">
              {['Guard', 'Decides', 'Domain function', 'Specification', 'Tested in'].map((heading) => (
                <th key={heading} scope="col" className={th}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(rules).map(([guard, rule]) => (
              <tr key={guard} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={`${td} text-left font-mono text-xs`}>
                  {guard}
                </th>
                <td className={td}>{rule.decides}</td>
                <td className={`${td} font-mono text-xs`}>{rule.calls ?? <span className="font-sans text-slate-500">calls none</span>}</td>
                <td className={td}>{rule.spec}</td>
                <td className={`${td} font-mono text-xs`}>{rule.test}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
