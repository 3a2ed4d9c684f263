import { formatNaira } from '../../../domain/money';
import { billingPeriodName, formatPlanPrice, priceFor, savingsAgainstMonthly, type Plan } from '../../../domain/subscription';
import { Button } from '../../ui/button';

export interface PlanCardProps {
  plan: Plan;
  billingPeriodId: number;
  /** Only admins see the button; the server refuses anyone else too. */
  canPay: boolean;
  /** False while the plan cannot be chosen (not sold for the period, or another step is under way). */
  canChoose: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, billingPeriodId, canPay, canChoose, onChoose }: PlanCardProps) {
  const price = priceFor(plan, billingPeriodId);
  const shown = price ? formatPlanPrice(price) : null;
  const saving = savingsAgainstMonthly(plan, billingPeriodId);
  const headingId = `plan-${plan.code}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5">
        {shown ? (
          <>
            <span className="text-3xl font-semibold tracking-tight text-slate-900">{shown.amount}</span>{' '}
            <span className="text-sm text-slate-500">{shown.per}</span>
          </>
        ) : (
          <span className="text-sm text-slate-500">Not sold {billingPeriodName(billingPeriodId).toLowerCase()}</span>
        )}
      </p>
      <p className="mt-1 h-5 text-sm text-emerald-700">{saving > 0 ? `You save ${formatNaira(saving)} against paying monthly` : ''}</p>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand-600" fill="currentColor">
            <path d="M10 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 16.5a6 6 0 0 1 12 0 .5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5Z" />
          </svg>
          Up to {plan.users} users
        </li>
      </ul>
      <div className="mt-auto pt-6">
        {canPay && (
          <Button className="w-full" disabled={!canChoose || !price} onClick={onChoose}>
            Choose plan
          </Button>
        )}
      </div>
    </article>
  );
}
